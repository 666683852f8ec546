# uncaught: print(1, sep=5)
print(1, sep=5)
