# uncaught: len(None)
len(None)
