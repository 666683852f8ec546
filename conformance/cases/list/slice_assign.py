# slice assignment can grow and shrink the list
l = [0, 1, 2, 3, 4]
l[1:3] = ["a", "b", "c"]
print(l)
l[1:4] = []
print(l)
l[:0] = [9, 8]
print(l)
l[len(l):] = [7]
print(l)
l[:] = "xy"
print(l)
l[5:10] = [1]
print(l)
