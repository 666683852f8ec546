# __add__ and __radd__ with NotImplemented
class V:
    def __init__(self, x): self.x = x
    def __add__(self, o):
        if isinstance(o, V): return V(self.x + o.x)
        if isinstance(o, int): return V(self.x + o)
        return NotImplemented
    def __radd__(self, o):
        return V(o + self.x) if isinstance(o, int) else NotImplemented
    def __repr__(self): return "V(%r)" % self.x
print(V(1) + V(2), V(1) + 5, 5 + V(1), sum([V(1), V(2)]))
