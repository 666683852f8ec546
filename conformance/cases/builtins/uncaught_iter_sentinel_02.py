# uncaught: iter(None, 1)
iter(None, 1)
