# uncaught: pow('a', 2)
pow('a', 2)
