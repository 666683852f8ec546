# lru_cache on a method
from functools import lru_cache
class C:
    def __init__(self, k):
        self.k = k
    @lru_cache(maxsize=None)
    def m(self, x):
        return self.k * x
a = C(2)
print(a.m(3), a.m(3), C(5).m(3))
print(C.m.cache_info())
