# uncaught assert with message
x = 3
assert x < 2, "x too big: " + str(x)
