# deleting dict keys
d = {1: 2, 3: 4}
del d[1]
print(d)
try:
    del d[1]
except KeyError as e:
    print(repr(e))
