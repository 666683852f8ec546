# cached_property assigned to two names
from functools import cached_property
def f(self):
    return 1
cp = cached_property(f)
class C:
    a = cp
    b = cp
