# @x.setter and @x.deleter
class C:
    def __init__(self): self._x = 0
    @property
    def x(self): return self._x
    @x.setter
    def x(self, v):
        print("set", v)
        self._x = v
    @x.deleter
    def x(self):
        print("deleted")
        del self._x
c = C()
c.x = 5
print(c.x)
del c.x
print(hasattr(c, "_x"))
