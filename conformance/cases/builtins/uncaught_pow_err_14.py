# uncaught: pow(1e308, 2)
pow(1e308, 2)
