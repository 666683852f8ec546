# a data descriptor with __get__ and __set__
class Typed:
    def __set_name__(self, owner, name):
        self.name = "_" + name
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name)
    def __set__(self, obj, value):
        if not isinstance(value, int):
            raise TypeError("expected int for " + self.name)
        setattr(obj, self.name, value)
class P:
    x = Typed()
    def __init__(self, x): self.x = x
p = P(3)
print(p.x, vars(p))
try:
    p.x = "a"
except TypeError as e:
    print(e)
print(type(P.x).__name__)
