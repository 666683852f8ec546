# lambdas as sort keys
pairs = [(1, "b"), (3, "a"), (2, "c")]
print(sorted(pairs, key=lambda p: p[1]), sorted(pairs, key=lambda p: -p[0]))
