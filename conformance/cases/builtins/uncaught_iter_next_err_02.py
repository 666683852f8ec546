# uncaught: iter()
iter()
