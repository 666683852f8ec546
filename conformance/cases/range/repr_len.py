# repr and len of range
print(range(5), range(1, 5), range(1, 10, 2), range(0), range(-1, -10, -2), len(range(0, 10, 3)), len(range(10, 0, -3)), len(range(5, 0)))
