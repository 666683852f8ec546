# uncaught: pow(0, -1)
pow(0, -1)
