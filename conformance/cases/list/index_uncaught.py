# uncaught list IndexError
l = []
print(l[0])
