# deleting list slices with negative steps
l = list(range(10))
del l[-1:2:-3]
print(l)
