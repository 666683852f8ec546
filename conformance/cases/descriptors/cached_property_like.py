# a caching non-data descriptor
class cached:
    def __init__(self, f): self.f = f
    def __get__(self, obj, t):
        if obj is None: return self
        v = self.f(obj)
        obj.__dict__[self.f.__name__] = v
        return v
class A:
    calls = 0
    @cached
    def val(self):
        A.calls += 1
        return 42
a = A()
print(a.val, a.val, A.calls)
