# list() copies
a = [1, 2]
b = list(a)
b.append(3)
print(a, b, a == b[:2])
