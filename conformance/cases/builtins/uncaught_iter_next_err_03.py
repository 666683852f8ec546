# uncaught: iter(1, 2, 3)
iter(1, 2, 3)
