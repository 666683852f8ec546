# uncaught: len(5)
len(5)
