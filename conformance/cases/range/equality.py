# ranges compare by the sequence they produce
print(range(0) == range(2, 2), range(0, 3) == range(3), range(0, 5, 2) == range(0, 6, 2), range(3) == [0, 1, 2])
