# uncaught: pow()
pow()
