# uncaught: list(map(None, [1]))
list(map(None, [1]))
