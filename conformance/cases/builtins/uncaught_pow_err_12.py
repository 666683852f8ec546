# uncaught: pow(2, 'a', 3)
pow(2, 'a', 3)
