# uncaught: filter(None, [1], 3)
filter(None, [1], 3)
