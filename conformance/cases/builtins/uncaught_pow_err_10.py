# uncaught: pow(1, 2, x=1)
pow(1, 2, x=1)
