# uncaught: print(1, file=1)
print(1, file=1)
