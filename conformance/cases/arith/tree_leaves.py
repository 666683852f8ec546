# Leaves of arithmetic trees (a * b + c): locals (bound and not), globals (bound, deleted,
# shadowing a builtin, the builtin itself), free variables, attributes of locals through
# their sites (plain instances, a __dict__ taken, __slots__, properties, __getattr__, a
# class attribute, a float subclass, a local that is no instance) and other expressions.


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


g = 1.5
h = 2


def globals_tree():
    return g * h + g - h / g


show("globals", globals_tree)
del g
show("deleted global", globals_tree)
g = 0.25
show("rebound global", globals_tree)
show("builtin leaf", lambda: abs * 2 + 1)
abs = 3.0
show("global shadowing a builtin", lambda: abs * 2 + 1)
del abs
show("builtin again", lambda: abs(-2) * 2 + 1)


def unbound_local(flag):
    if flag:
        y = 4.0
    return 2.0 * y + 1.0


show("bound local", lambda: unbound_local(True))
show("unbound local", lambda: unbound_local(False))


def free_vars():
    a, b = 1.5, 2.5

    def inner():
        return a * b - a / b

    r = inner()
    del a
    try:
        inner()
    except NameError as e:
        return r, type(e).__name__, str(e)


show("free variables", free_vars)


class P:
    scale = 10.0

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y - self.scale / 4


class S:
    __slots__ = ("x", "y")

    def __init__(self, x, y):
        self.x = x
        if y is not None:
            self.y = y

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Prop:
    def __init__(self, x):
        self._x = x

    @property
    def x(self):
        return self._x * 2

    @property
    def y(self):
        raise AttributeError("no y here")

    def norm2(self):
        return self.x * self.x + self.y * self.y


class Dyn:
    def __getattr__(self, name):
        return len(name) * 1.5

    def norm2(self):
        return self.x * self.x + self.yy * self.yy


class F(float):
    def __mul__(self, other):
        return "F.mul"


def norm(p):
    return p.x * p.x + p.y * p.y


for obj in (P(3.0, 4.0), P(1, 2), S(0.5, 2.0), Dyn(), P(F(2.0), 1.0), P(2.0, F(3.0))):
    show(type(obj).__name__, obj.norm2)
    show(type(obj).__name__ + " via local", lambda: norm(obj))

p = P(1.0, 2.0)
p.__dict__["x"] = 5.0
show("dict taken", p.norm2)
p.scale = 100.0
show("instance shadows class", p.norm2)
del p.x
show("deleted attribute", p.norm2)
show("slot unset", S(1.0, None).norm2)
show("property raising", Prop(1.5).norm2)
show("not an instance", lambda: norm(3 + 4j))
show("no attribute", lambda: norm(1.5))
P.x = property(lambda self: -1.0, lambda self, v: None)
show("class gained a property", P(7.0, 1.0).norm2)


def mixed(v, w):
    return v[0] * w + len(v) - (w ** 2) / v[1]


show("other leaves", lambda: mixed([1.5, 2.0], 3.0))
show("str leaves", lambda: mixed(["ab", 2.0], 3))
