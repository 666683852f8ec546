# uncaught: list(1, 2)
list(1, 2)
