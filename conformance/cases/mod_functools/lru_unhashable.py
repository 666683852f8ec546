# lru_cache with an unhashable argument
from functools import lru_cache
@lru_cache
def f(x):
    return x
f([1])
