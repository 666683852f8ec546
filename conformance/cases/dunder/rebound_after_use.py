# Dunders looked up again after the class (or a base) rebinds, deletes or gains them, once
# the operator has run: the class's lookup memo must follow every change, also for names
# made at run time and the empty name.


class Base:
    def __mul__(self, k):
        return "Base.mul"


class V(Base):
    def __init__(self, x):
        self.x = x

    def __add__(self, o):
        return "V.add"


v = V(1)
for _ in range(3):
    print(v + 1, v * 2)
V.__add__ = lambda self, o: "lambda add"
print(v + 1, v * 2)
Base.__mul__ = lambda self, k: "rebound Base.mul"
print(v + 1, v * 2)
V.__mul__ = lambda self, k: "V.mul"
print(v * 2)
del V.__mul__
print(v * 2)
del Base.__mul__
try:
    v * 2
except TypeError as e:
    print("TypeError", e)
setattr(Base, "".join(["__", "mul", "__"]), lambda self, k: "computed name")
print(v * 2)
del V.__add__
try:
    v + 1
except TypeError as e:
    print("TypeError", e)
print(getattr(v, "x"), getattr(V, "".join(["x"]) + "y", "default"))
try:
    getattr(v, "")
except AttributeError as e:
    print("AttributeError", e)
setattr(v, "", 5)
print(getattr(v, ""), vars(v))
V.y = 1
print(v.y, getattr(v, "y"))
for name in ["a%d" % i for i in range(10)]:
    setattr(V, name, name)
print([getattr(v, "a%d" % i) for i in range(10)])
del V.a3
print(hasattr(v, "a3"), getattr(v, "a4"))
