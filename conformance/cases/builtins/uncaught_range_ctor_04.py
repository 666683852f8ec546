# uncaught: range(1, 2, 3, 4)
range(1, 2, 3, 4)
