# deleting with a negative step slice
l = list(range(10))
del l[8:1:-3]
print(l)
