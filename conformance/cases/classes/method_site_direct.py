# One method call site seeing instances of many classes: more classes than the site
# remembers, a base method rebound, subclasses whose attribute of that name is a
# staticmethod, a classmethod, a property or a plain value, __class__ swaps, instance
# shadowing through __dict__, and an attribute store statement through the same shapes.


class Base:
    def __init__(self, n):
        self.n = n

    def f(self, k):
        return ("Base.f", self.n, k)


class C1(Base):
    pass


class C2(Base):
    def f(self, k):
        return ("C2.f", self.n + k)


class C3(Base):
    f = staticmethod(lambda k: ("static", k))


class C4(Base):
    @classmethod
    def f(cls, k):
        return ("classmethod", cls.__name__, k)


class C5(Base):
    @property
    def f(self):
        return lambda k: ("property", self.n, k)


class C6(Base):
    f = len


objs = [Base(0), C1(1), C2(2), C3(3), C4(4), C5(5), C1(6), C2(7)]


def run(objs, k):
    out = []
    for o in objs:
        out.append(o.f(k))
        o.n = o.n + 1
    return out


for k in range(3):
    print(run(objs, k))

Base.f = lambda self, k: ("rebound", self.n, k)
print(run(objs, 10))
del Base.f
try:
    run(objs[:1], 1)
except AttributeError as e:
    print("AttributeError:", e)

o = C2(100)
print(run([o], 1))
o.__dict__["f"] = lambda k: ("shadow", k)
print(run([o], 2))
del o.f
print(run([o], 3))
o.__class__ = C1
try:
    print(run([o], 4))
except AttributeError as e:
    print("AttributeError:", e)
o.__class__ = C4
print(run([o], 5))
try:
    print(run([C6(1)], "abc"))
except TypeError as e:
    print("TypeError:", e)


class S:
    __slots__ = ("n",)

    def __init__(self):
        self.n = 0

    def f(self, k):
        self.n = self.n + k
        return self.n


s = S()
print([s.f(i) for i in range(5)])
try:
    s.m = 1
except AttributeError as e:
    print("AttributeError:", e)


class G:
    def __getattr__(self, name):
        return lambda k: ("getattr", name, k)


print(run.__name__, [G().f(1), G().g(2)])
