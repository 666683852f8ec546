# uncaught: len(x=1)
len(x=1)
