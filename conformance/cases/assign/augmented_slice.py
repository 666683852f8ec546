# augmented assignment on a slice
l = [1, 2, 3, 4]
l[1:3] += [9]
print(l)
