# deleting slices
l = list(range(10))
del l[::3]
print(l)
del l[1:3]
print(l)
del l[-1:]
print(l)
del l[100:]
print(l)
del l[::-2]
print(l)
del l[:]
print(l)
