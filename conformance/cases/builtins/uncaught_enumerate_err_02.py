# uncaught: enumerate(1)
enumerate(1)
