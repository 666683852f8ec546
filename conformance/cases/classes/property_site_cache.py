# Attribute sites on __slots__ members and properties: loads and stores
# through the same site across classes, empty slots, __getattr__,
# rebinding, deletion, subclasses with a __dict__, getter errors.


class P:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


class Q(P):
    pass


class R(P):
    __slots__ = ("z",)

    def __getattr__(self, name):
        return "getattr " + name


class WithProp:
    def __init__(self, v):
        self._v = v

    @property
    def v(self):
        return self._v * 2

    @property
    def bad(self):
        raise AttributeError("inside bad")

    @property
    def worse(self):
        return 1 / 0

    w = property()


class PropGetattr(WithProp):
    def __getattr__(self, name):
        return "fallback " + name


def read_x(o):
    return o.x


def write_x(o, v):
    o.x = v


def read_v(o):
    return o.v


def read_bad(o):
    return o.bad


objs = [P(1, 2), Q(3, 4), R(5, 6)]
for round in range(3):
    for o in objs:
        write_x(o, read_x(o) + 10)
        print(type(o).__name__, read_x(o), o.y)
r = R(7, 8)
print(r.z)
del r.x
print(r.x)
p = P(1, 2)
del p.y
try:
    print(p.y)
except AttributeError as e:
    print("AttributeError", e)
try:
    p.w = 3
except AttributeError as e:
    print("AttributeError", e)
q = Q(1, 2)
q.extra = 5
print(q.extra, read_x(q), q.__dict__)
q.__dict__["x"] = "dict"
print(read_x(q))
# The slot descriptor replaced on the class after the sites cached it.
saved = P.x
P.x = property(lambda self: "prop x")
for o in objs:
    print(type(o).__name__, read_x(o))
try:
    write_x(objs[0], 1)
except AttributeError as e:
    print("AttributeError", e)
P.x = saved
print([read_x(o) for o in objs])

ws = [WithProp(1), PropGetattr(2)]
for round in range(2):
    for w in ws:
        print(type(w).__name__, read_v(w))
        try:
            print(read_bad(w))
        except AttributeError as e:
            print("AttributeError", e, getattr(e, "name", None))
w = WithProp(3)
w.__dict__["v"] = "instance dict"
print(read_v(w))
try:
    w.worse
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
try:
    w.w
except AttributeError as e:
    print("AttributeError", e)
WithProp.v = property(lambda self: "new getter")
print(read_v(w))
del WithProp.v
print(read_v(w))
WithProp.__getattr__ = lambda self, name: "late " + name
print(read_bad(w))
