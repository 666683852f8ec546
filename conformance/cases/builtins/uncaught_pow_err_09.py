# uncaught: pow(1, 2, 3, 4)
pow(1, 2, 3, 4)
