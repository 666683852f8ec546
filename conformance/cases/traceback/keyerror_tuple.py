# a KeyError with a tuple key
d = {}
print(d[1, 2])
