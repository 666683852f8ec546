# uncaught: range(1, 2, 0)
range(1, 2, 0)
