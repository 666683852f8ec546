# lru_cache statistics for a recursive function
from functools import lru_cache
@lru_cache(maxsize=None)
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)
print(paths(10, 10), paths.cache_info())
@lru_cache(maxsize=3)
def ident(x):
    return x
for x in [1, 2, 3, 1, 4, 2, 5, 1]:
    ident(x)
print(ident.cache_info())
