# uncaught: pow(2, 3, 5.0)
pow(2, 3, 5.0)
