# subset and superset comparisons
a = {1, 2}
print(a <= {1, 2, 3}, a < a, a <= a, {1, 2, 3} > a, a == {2, 1}, a != frozenset(a), set() < a)
