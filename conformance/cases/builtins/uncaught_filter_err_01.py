# uncaught: filter(None)
filter(None)
