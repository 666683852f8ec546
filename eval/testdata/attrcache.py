# Attribute sites whose inline caches (attrcache.go) must notice every change:
# class attributes rebound or deleted, descriptors appearing, __getattr__ and
# __setattr__ added, instance shadowing, __dict__ replaced, several classes
# at one site. Expected output: attrcache.expected, from CPython 3.11.
class A:
    def m(self): return "A.m"
    def n(self): return "A.n"
class B(A):
    pass
def call(o): return o.m()
def load(o): return o.m
def getx(o): return o.x
def setx(o, v): o.x = v
b = B()
out = []
for step in range(8):
    if step == 1: B.m = lambda self: "B.m lambda"
    if step == 2: del B.m
    if step == 3: A.m = lambda self: "A.m new"
    if step == 4: b.m = lambda: "inst m"
    if step == 5: del b.m
    if step == 6: A.m = property(lambda self: "prop")
    if step == 7: del A.m; A.m = staticmethod(lambda: "static")
    try:
        out.append(call(b))
    except Exception as e:
        out.append(type(e).__name__ + ": " + str(e))
    try:
        r = load(b)
        out.append(r() if callable(r) else r)
    except Exception as e:
        out.append(type(e).__name__ + ": " + str(e))
print(out)
# data descriptor appearing later
class D:
    def __get__(self, o, t): return "D.get"
class C:
    pass
c = C()
res = []
for step in range(5):
    if step == 1: setx(c, 1)
    if step == 2: C.x = D()
    if step == 3: D.__set__ = lambda self, o, v: res.append("D.set %r" % v)
    if step == 4: del D.__set__
    try:
        res.append(getx(c))
    except Exception as e:
        res.append(type(e).__name__ + ": " + str(e))
    setx(c, step * 10)
    res.append(c.__dict__.get("x"))
print(res)
# __getattr__ added later, and __dict__ replaced
class G:
    pass
g = G()
r2 = []
for step in range(4):
    if step == 1: G.__getattr__ = lambda self, n: "ga " + n
    if step == 2: g.__dict__ = {"x": "from dict"}
    if step == 3: del G.__getattr__
    try: r2.append(getx(g))
    except AttributeError as e: r2.append(str(e))
print(r2)
# __setattr__ added later
class S:
    pass
s = S()
r3 = []
for step in range(3):
    if step == 1: S.__setattr__ = lambda self, n, v: r3.append(("sa", n, v))
    if step == 2: del S.__setattr__
    setx(s, step)
    r3.append(vars(s))
print(r3)
# different classes at one site, slots
class P:
    __slots__ = ("x",)
class Q:
    def __init__(self): self.x = "q"
r4 = []
for o in [Q(), P(), Q(), P()]:
    try:
        r4.append(getx(o))
    except AttributeError as e:
        r4.append(str(e))
    try:
        setx(o, 5); r4.append(getx(o))
    except AttributeError as e:
        r4.append(str(e))
print(r4)
# shadowing via instance and many attributes
class M:
    def f(self, a): return ("M.f", a)
ms = [M() for _ in range(3)]
for i in range(12): setattr(ms[1], "a%d" % i, i)
ms[2].f = lambda a: ("inst", a)
print([m.f(1) for m in ms])
del ms[2].f
print([m.f(2) for m in ms])
for i in range(12): delattr(ms[1], "a%d" % i)
print(vars(ms[1]), ms[1].f(3))
class E(Exception):
    def m(self): return "E.m"
e = E("x")
e.y = 3
print(e.m(), e.y, e.args)
class DD(dict):
    def m(self): return len(self)
dd = DD(a=1)
dd.z = 4
print(dd.m(), dd.z, dd.keys())
def kw(o): return o.m(*())
print(kw(b))
# Class calls (classCallSite, compile_call.go): one call site sees its
# class's __init__ and __new__ rebound, a base's __init__ change, other
# classes, wrong argument counts, __init__ returning a value, errors raised
# while evaluating arguments, and the nesting depth of __init__.
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
class Q(P):
    pass
def make(cls, a, b):
    return cls(a, b)
def show(o):
    return type(o).__name__ + str(sorted(vars(o).items())) if hasattr(o, "__dict__") else repr(o)
def boom():
    raise KeyError("arg")
res = []
for step in range(11):
    if step == 1: P.__init__ = lambda self, x, y: setattr(self, "s", x + y)
    if step == 2: Q.__init__ = lambda self, *a: setattr(self, "n", len(a))
    if step == 3: del Q.__init__
    if step == 4: Q.__new__ = lambda cls, *a: "new:" + cls.__name__
    if step == 5: Q.__new__ = lambda cls, *a: object.__new__(cls)
    if step == 6: P.__init__ = lambda self, x, y: 7
    if step == 7: P.__init__ = lambda self, x: None
    if step == 8: del P.__init__
    if step == 9: P.__init__ = lambda self, x, y: setattr(self, "z", (x, y))
    for cls in (P, Q):
        try:
            res.append(show(make(cls, step, -step)))
        except Exception as e:
            res.append(type(e).__name__ + ": " + str(e))
    try:
        P(boom(), 1)
    except KeyError as e:
        res.append("KeyError " + str(e))
print(res)
class R:
    def __init__(self, n):
        self.child = R(n - 1) if n else None
def depth(n):
    try:
        R(n)
        return "ok"
    except RecursionError as e:
        return "RecursionError"
print(depth(100), depth(300))
class T:
    def __init__(self, a):
        self.a = a
def make_t(a):
    return T(a)
ts = [show(make_t(1))]
T.__new__ = lambda cls, a: ("T.new", a)
ts.append(make_t(2))
print(ts)
class Meta(type):
    def __call__(cls, *a):
        return ("meta", cls.__name__, a)
class M(metaclass=Meta):
    def __init__(self, a):
        self.a = a
class Sub(list):
    def __init__(self, a):
        super().__init__([a, a])
class Err(Exception):
    def __init__(self, a):
        super().__init__(a, "e")
print([make1(c) for c in (M, Sub, Err) for make1 in (lambda c: c(3),)])
# Instances sharing their class's attribute names (StrDict.shape): orders
# that follow, extend or leave the shape, deletions, re-additions, more
# names than the shape keeps, and __dict__ taken afterwards.
class S:
    pass
def fill(o, names):
    for k in names:
        setattr(o, k, k.upper())
    return o
objs = [fill(S(), "abc"), fill(S(), "ab"), fill(S(), "abcd"), fill(S(), "acb"), fill(S(), "xa"),
        fill(S(), ["n%d" % i for i in range(40)]), fill(S(), "abcde")]
del objs[0].b
objs[0].b = "again"
del objs[2].a
objs[3].a = "rebound"
objs[6].__dict__["z"] = 1
for o in objs:
    print(list(vars(o).items())[:6], len(vars(o)), getattr(o, "a", None), getattr(o, "n39", None))
# Builtin method call sites (methodSite.btyp): one site sees several
# builtin types, subclasses of them and instances of user classes, and a
# builtin's method shadowed in a subclass; set methods' argument errors.
class L(list):
    def copy(self):
        return "L.copy"
class U:
    def copy(self):
        return "U.copy"
def cp(o):
    return o.copy()
print([cp(o) for o in ([1], {2}, {3: 4}, [5], L([6]), U(), frozenset([7]), {8}, L())])
for bad in (lambda: {1}.add(), lambda: {1}.add(1, 2), lambda: frozenset().copy(1), lambda: {2}.pop(x=1),
            lambda: {1}.union(x=1), lambda: set.add({1}, 2, 3)):
    try:
        bad()
    except TypeError as e:
        print(e)
# Class attributes that are plain values (defaults in the class body):
# a site serves them from its entry until the class, a base or the
# instance changes.
class Desc:
    def __get__(self, obj, cls):
        return "desc"
class DataDesc:
    def __get__(self, obj, cls):
        return "data"
    def __set__(self, obj, v):
        print("DataDesc.__set__", v)
class PB:
    state = "PENDING"
    items = [1]
class PD(PB):
    pass
def rd(o):
    return o.state
def wr(o, v):
    o.state = v
p, q = PB(), PD()
print(rd(p), rd(q), rd(p), rd(q))
PB.state = "CHANGED"
print(rd(p), rd(q))
wr(p, "own")
print(rd(p), rd(q))
del p.state
print(rd(p))
PD.state = 7
print(rd(p), rd(q), rd(q))
PB.state = Desc()
print(rd(p), rd(q))
PD.state = DataDesc()
print(rd(q))
wr(q, "via set")
print(rd(q), vars(q))
del PD.state
PB.state = property(lambda self: "prop")
print(rd(p), rd(q))
PB.state = None
print(rd(p), rd(q), p.items is PB.items)
Desc.__set__ = lambda self, obj, v: print("late __set__", v)
PB.state = Desc()
print(rd(p))
wr(p, 1)
print(rd(p), vars(p))
class Plain:
    def __repr__(self):
        return "Plain()"
PB.state = Plain()
print(rd(p), rd(p))
Plain.__get__ = lambda self, obj, cls: "gained __get__"
print(rd(p))
