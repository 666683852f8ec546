# unary operators
class N:
    def __init__(self, v): self.v = v
    def __neg__(self): return N(-self.v)
    def __pos__(self): return N(self.v + 100)
    def __abs__(self): return N(abs(self.v))
    def __invert__(self): return N(~self.v)
    def __repr__(self): return "N(%d)" % self.v
n = N(-3)
print(-n, +n, abs(n), ~n)
