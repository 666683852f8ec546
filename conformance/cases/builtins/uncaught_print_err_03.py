# uncaught: print(1, foo=1)
print(1, foo=1)
