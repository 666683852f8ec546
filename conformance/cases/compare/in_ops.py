# in and not in across container types
print(1 in [1, 2], 3 not in [1, 2], "ab" in "cabd", "" in "x", 2 in (1, 2), 1 in {1: 2}, 2 in {1: 2}, 3 in {3}, 5 in range(10), 5 in range(0, 10, 2))
