# uncaught: list(map(len, [1]))
list(map(len, [1]))
