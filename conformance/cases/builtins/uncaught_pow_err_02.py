# uncaught: pow(2, 3, 0)
pow(2, 3, 0)
