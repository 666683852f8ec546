# true division of ints always yields a float
print(7 / 2, 6 / 3, -7 / 2, 1 / 3, 2 / 3)
print(type(6 / 3).__name__)
