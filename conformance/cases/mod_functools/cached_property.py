# cached_property computes once
from functools import cached_property
class C:
    def __init__(self):
        self.n = 0
    @cached_property
    def val(self):
        self.n += 1
        return self.n * 10
c = C()
print(c.val, c.val, c.n)
del c.val
print(c.val, c.n)
c.val = 5
print(c.val)
print(type(C.val).__name__)
