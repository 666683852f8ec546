# chained assignment binds the same object, left to right
a = b = c = []
a.append(1)
print(a, b, c, a is c)
x = y = 5
y += 1
print(x, y)
