# __new__ via super() in a subclass chain
class A:
    def __new__(cls, *a):
        o = super().__new__(cls)
        o.made_by = "A"
        return o
class B(A):
    def __init__(self, x): self.x = x
b = B(3)
print(b.made_by, b.x)
