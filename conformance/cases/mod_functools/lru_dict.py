# an lru_cache wrapper's __dict__ holds update_wrapper's attributes, cache_parameters and the program's own, not the cache's state
import functools
@functools.lru_cache
def cached(x):
    "Doc."
    return x
cached.meta = 1
print(cached.meta, sorted(cached.__dict__), cached.cache_parameters(), cached.__doc__, cached(2), cached.cache_info())
@functools.lru_cache(maxsize=3, typed=True)
def typed(x):
    return x
print(typed(1), typed(1.0), typed.cache_info(), typed.cache_parameters(), sorted(vars(typed)))
@functools.cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
print(fib(50), fib.cache_info(), fib.cache_parameters())
