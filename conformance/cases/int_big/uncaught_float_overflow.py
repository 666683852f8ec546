# uncaught OverflowError converting a huge int
x = 2 ** 2000
print(float(x))
