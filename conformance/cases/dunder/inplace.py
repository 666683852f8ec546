# __iadd__ and fallback to __add__
class A:
    def __init__(self, v): self.v = v
    def __iadd__(self, o):
        self.v += o
        return self
class B:
    def __init__(self, v): self.v = v
    def __add__(self, o): return B(self.v + o)
a = A(1); orig = a
a += 5
print(a.v, a is orig)
b = B(1); orig = b
b += 5
print(b.v, b is orig)
