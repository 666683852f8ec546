# assignment through negative indexes
l = [1, 2, 3]
l[-1] = "last"
l[-3] = "first"
print(l)
