# slice assignment from the list itself
l = [1, 2, 3]
l[1:] = l
print(l)
l[:] = l[::-1]
print(l)
