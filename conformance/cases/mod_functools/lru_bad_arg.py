# lru_cache with a bad first argument
from functools import lru_cache
lru_cache('x')
