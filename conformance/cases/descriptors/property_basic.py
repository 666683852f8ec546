# a read-only property
class C:
    def __init__(self): self._x = 3
    @property
    def x(self):
        """the x"""
        return self._x * 2
c = C()
print(c.x, type(C.x).__name__, C.x.__doc__)
