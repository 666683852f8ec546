# uncaught: iter(1, 2)
iter(1, 2)
