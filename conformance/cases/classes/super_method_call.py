# super().m(...) and super(C, obj).m(...) call sites: functions, other
# descriptors, rebinding, errors and tracebacks, recursion.
import sys


class A:
    def __init__(self, x):
        self.x = x

    def m(self, a, b):
        return ("A.m", self.x, a, b)

    def dflt(self, a, b=2):
        return ("A.dflt", a, b)

    def star(self, *args):
        return ("A.star", args)

    def gen(self, n):
        yield from range(n)

    @staticmethod
    def st(a):
        return ("A.st", a)

    @classmethod
    def cm(cls, a):
        return ("A.cm", cls.__name__, a)

    @property
    def p(self):
        return "A.p"

    def boom(self, a):
        return 1 / a

    def down(self, n):
        return n


class B(A):
    def __init__(self, x):
        super().__init__(x * 10)

    def m(self, a, b):
        return ("B", super().m(a, b))

    def dflt(self, a):
        return super().dflt(a)

    def star(self):
        return super().star(1, 2)

    def gen(self, n):
        return list(super().gen(n))

    def st(self, a):
        return super().st(a)

    def cm(self, a):
        return super().cm(a)

    def p_call(self):
        return super().p

    def boom(self, a):
        return super().boom(a)

    def kw(self):
        return super().m(b=1, a=2)

    def explicit(self):
        return super(B, self).m(3, 4)

    def missing(self):
        return super().nope(1)

    def down(self, n):
        if n == 0:
            return 0
        return super().down(self.down(n - 1) + 1)


class C(B):
    def m(self, a, b):
        return ("C", super().m(a, b))

    @classmethod
    def clsm(cls):
        return super(C, cls).cm(5)


b = B(1)
print(b.x)
print(b.m(1, 2))
print(b.dflt(7))
print(b.star())
print(b.gen(3))
print(b.st(4))
print(b.cm(5))
print(b.p_call())
print(b.kw())
print(b.explicit())
c = C(2)
print(c.m(5, 6))
try:
    print(C.clsm())
except TypeError as e:
    print("TypeError", e)
try:
    b.missing()
except AttributeError as e:
    print("AttributeError", e)
try:
    b.boom(0)
except ZeroDivisionError as e:
    tb = e.__traceback__
    names = []
    while tb:
        names.append(tb.tb_lineno)
        tb = tb.tb_next
    print("ZeroDivisionError", e, len(names))
# An instance attribute does not shadow what super() finds.
b.m = lambda a, b: "instance"
print(b.m(1, 2), C.m(c, 1, 2))
# The parent's method rebound after the site has called it.
for i in range(3):
    if i == 1:
        A.m = lambda self, a, b: ("new A.m", a, b)
    if i == 2:
        A.m = staticmethod(lambda a, b: ("static A.m", a, b))
    print(c.m(i, i))
del A.m
try:
    c.m(0, 0)
except AttributeError as e:
    print("AttributeError", e)
print(b.down(50))
sys.setrecursionlimit(200)
try:
    b.down(1000)
except RecursionError as e:
    print("RecursionError", e)


def outer():
    try:
        b.boom(0)
    except ZeroDivisionError:
        import traceback
        traceback.print_exc(file=sys.stdout)


outer()
print(type(super(B)).__name__, super(B, b).dflt(7), super(C, c).dflt(9), super(B, b).dflt(1, b=3))
for args in [(1, 2), (B, 1), (B, b, 3)]:
    try:
        super(*args).dflt(1)
    except TypeError as e:
        print("TypeError", e)
try:
    super(B, b).dflt(1, x=2)
except TypeError as e:
    print("TypeError", e)
