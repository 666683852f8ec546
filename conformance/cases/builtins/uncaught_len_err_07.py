# uncaught: len(2.5)
len(2.5)
