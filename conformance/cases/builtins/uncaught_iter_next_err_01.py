# uncaught: iter(1)
iter(1)
