# lru_cache typed and keyword arguments
from functools import lru_cache
@lru_cache(typed=True)
def f(x, y=0):
    return (type(x).__name__, y)
print(f(1), f(1.0), f(1, y=2), f(1, y=2), f(x=1))
print(f.cache_info())
@lru_cache
def h(x):
    return x
print(h(1), h(1.0), h(True), h.cache_info())
