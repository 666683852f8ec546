# cache and lru_cache(None) on recursion
from functools import cache, lru_cache
@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(90))
print(fib.cache_info())
@lru_cache(None)
def g(x):
    return x
g(1); g(1); g(2)
print(g.cache_info())
print(fib.__name__, fib.__wrapped__(5) if False else fib.__wrapped__.__name__)
