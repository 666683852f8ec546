# a full slice is a shallow copy
a = [1, [2]]
b = a[:]
b.append(3)
b[1].append(4)
print(a, b, a is b, a[1] is b[1])
