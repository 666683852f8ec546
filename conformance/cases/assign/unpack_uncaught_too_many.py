# uncaught too many values
x, y = [1, 2, 3]
