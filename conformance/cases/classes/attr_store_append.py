# An __init__'s stores of new attributes on fresh instances (the store site adds the
# attribute at the position the class's earlier instances gave it): instances that add
# their attributes in another order, conditionally, more of them than the class's first
# instances, deleted and re-added ones, a __dict__ taken in between, subclasses sharing
# the sites, a class that gains a property or __setattr__ after the sites ran, slots.


class V:
    def __init__(self, x, y, z=None):
        if z is not None:
            self.z = z
        self.x = x
        self.y = y


vs = [V(i, i * 0.5) for i in range(5)]
print([sorted(vars(v).items()) for v in vs])
w = V(1, 2, 3)
print(list(vars(w)), w.x, w.y, w.z)
vs.append(V(7, 8))
print(list(vars(vs[-1])), [list(vars(v)) for v in vs[:2]])


class Grow:
    def __init__(self, n):
        self.a = n
        self.b = n + 1
        if n > 2:
            self.c = n + 2
            self.d = n + 3
        if n > 4:
            for k in range(n):
                setattr(self, "e%d" % k, k)


gs = [Grow(n) for n in range(8)]
for g in gs:
    print(list(vars(g)))
print(sum(len(vars(g)) for g in gs), gs[7].e6)
again = [Grow(n) for n in (1, 3, 6)]
print([list(vars(g)) for g in again])


class D:
    def __init__(self, x):
        self.x = x
        self.y = x * 2


d1 = D(1)
del d1.x
d1.x = 5
print(list(vars(d1)), d1.x, d1.y)
d2 = D(2)
print(d2.__dict__)
d2.z = 9
print(list(vars(d2)))
d3 = D(3)
print(list(vars(d3)), d3.x, d3.y)


class Base:
    def __init__(self, p):
        self.p = p
        self.q = -p


class Sub(Base):
    def __init__(self, p):
        self.first = "sub"
        super().__init__(p)


print([list(vars(o)) for o in (Base(1), Sub(2), Base(3), Sub(4))])


class Late:
    def __init__(self, v):
        self.v = v
        self.w = v


a = Late(1)
print(vars(a))
Late.w = property(lambda self: "prop")
try:
    Late(2)
except AttributeError as e:
    print("AttributeError:", e)
del Late.w
b = Late(3)
print(vars(b))


def logging_setattr(self, name, value):
    print("setattr", name, value)
    object.__setattr__(self, name, value)


Late.__setattr__ = logging_setattr
c = Late(4)
print(vars(c))
del Late.__setattr__
print(vars(Late(5)))


class S:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        self.y = y


ss = [S(i, -i) for i in range(3)]
print([(s.x, s.y) for s in ss])


class Mixed:
    def __init__(self, order):
        for name in order:
            setattr(self, name, name.upper())
        self.last = len(order)


for order in ("ab", "ba", "abc", "", "b"):
    m = Mixed(order)
    print(list(vars(m)), m.last)
