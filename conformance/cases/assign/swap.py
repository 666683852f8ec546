# swapping via tuple assignment
a, b = 1, 2
a, b = b, a
print(a, b)
x = [1, 2, 3]
x[0], x[2] = x[2], x[0]
print(x)
a, b, c = 1, 2, 3
a, b, c = c, a, b
print(a, b, c)
