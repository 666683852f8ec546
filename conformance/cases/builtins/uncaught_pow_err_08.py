# uncaught: pow(1)
pow(1)
