# uncaught: list(filter(1, [1]))
list(filter(1, [1]))
