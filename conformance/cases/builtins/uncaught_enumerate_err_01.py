# uncaught: enumerate()
enumerate()
