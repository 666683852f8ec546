# uncaught: filter(None, [1], x=3)
filter(None, [1], x=3)
