# while with compound conditions
a, b = 0, 10
while a < b and b - a > 2:
    a += 1
    b -= 1
print(a, b)
