# property(fget, fset) without decorators
class C:
    def get(self): return self._v
    def set(self, v): self._v = v + 1
    v = property(get, set, None, "v doc")
c = C()
c.v = 1
print(c.v, C.v.__doc__, C.v.fget is C.get, C.v.fdel)
