# __iadd__ returning NotImplemented falls back to __add__
class A:
    def __init__(self, v): self.v = v
    def __iadd__(self, o): return NotImplemented
    def __add__(self, o): return A(self.v + o)
a = A(1)
a += 2
print(a.v)
class C: pass
c = C()
try:
    c += 1
except TypeError as e:
    print(e)
