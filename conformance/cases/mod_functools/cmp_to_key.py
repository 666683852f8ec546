# cmp_to_key sorting
from functools import cmp_to_key
def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([5, 2, 9, 1], key=cmp_to_key(lambda a, b: cmp(b, a))))
print(sorted(['bb', 'a', 'ccc'], key=cmp_to_key(lambda a, b: len(a) - len(b))))
K = cmp_to_key(cmp)
print(K(1) < K(2), K(2) <= K(2), K(3) > K(2), K(2) == K(2), K(1) >= K(2))
print(max([3, 8, 1], key=cmp_to_key(cmp)))
