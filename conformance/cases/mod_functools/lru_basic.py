# lru_cache hits, misses, eviction, cache_info
from functools import lru_cache
calls = []
@lru_cache(maxsize=2)
def sq(x):
    calls.append(x)
    return x * x
print([sq(i) for i in (1, 2, 1, 3, 2, 1)])
print(calls)
print(sq.cache_info())
sq.cache_clear()
print(sq.cache_info())
print(sq.cache_parameters())
