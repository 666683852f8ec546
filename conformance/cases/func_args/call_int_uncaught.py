# uncaught call of an int
x = 5
x(1)
