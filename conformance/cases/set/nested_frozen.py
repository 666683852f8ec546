# frozensets inside sets
s = {frozenset({1}), frozenset({1}), frozenset()}
print(len(s), frozenset({1}) in s)
