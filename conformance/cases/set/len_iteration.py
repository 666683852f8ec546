# iteration over a set of small ints is ordered by hash
s = {5, 3, 1, 4, 2, 0}
print(len(s), list(s), sorted(s), sum(s))
