# uncaught: filter(None, 1)
filter(None, 1)
