# uncaught: delattr(1, 2, 3)
delattr(1, 2, 3)
