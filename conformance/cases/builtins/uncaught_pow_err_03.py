# uncaught: pow(2.0, 3, 5)
pow(2.0, 3, 5)
