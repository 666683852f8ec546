# cmp_to_key comparing with a non-key
from functools import cmp_to_key
K = cmp_to_key(lambda a, b: a - b)
print(K(1) < K(2))
sorted([1, "a"], key=cmp_to_key(lambda a, b: a - b))
