# nested comprehensions iterate left to right
print([(x, y) for x in range(3) for y in range(x)], [[i * j for j in range(3)] for i in range(3)], [y for x in [[1, 2], [3]] for y in x])
