# nested unpacking
(a, b), c = (1, 2), 3
print(a, b, c)
a, (b, (c, d)) = 1, (2, (3, 4))
print(a, b, c, d)
[a, [b, *c]], d = [[1, [2, 3, 4]], 5]
print(a, b, c, d)
for (x, y), z in [((1, 2), 3)]:
    print(x, y, z)
