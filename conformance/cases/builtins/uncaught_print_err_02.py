# uncaught: print(1, end=5)
print(1, end=5)
