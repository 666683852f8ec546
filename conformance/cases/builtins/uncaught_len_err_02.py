# uncaught: len(1, 2)
len(1, 2)
