# uncaught not enough values
x, y, z = (1, 2)
