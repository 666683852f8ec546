# min, max and sum over numbers
print(min(3, 1, 2), max(3, 1, 2), min([5, -1, 4]), max((1.5, 2, -3)))
print(sum([1, 2, 3]), sum([0.1] * 10), sum(range(101)), sum([], 10), sum([1, 2], start=5))
print(max(1, True), min(0, False), max([1, 1.0]), min([1.0, 1]))
