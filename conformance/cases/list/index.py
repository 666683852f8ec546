# list indexing with negative indices
l = [10, 20, 30, 40]
print(l[0], l[-1], l[-4], l[3], l[True])
