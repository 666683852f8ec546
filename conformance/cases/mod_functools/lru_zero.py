# lru_cache(maxsize=0) never caches
from functools import lru_cache
@lru_cache(maxsize=0)
def f(x):
    return x
f(1); f(1)
print(f.cache_info())
@lru_cache(maxsize=-5)
def g(x):
    return x
g(1); g(1)
print(g.cache_info())
