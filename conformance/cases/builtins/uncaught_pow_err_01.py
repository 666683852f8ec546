# uncaught: pow(2, -1, 4)
pow(2, -1, 4)
