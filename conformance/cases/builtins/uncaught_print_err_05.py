# uncaught: print(1, sep=b'x')
print(1, sep=b'x')
