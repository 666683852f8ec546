# Calls of a Python function read as an attribute without binding:
# Class.method(obj, ...), static methods, functions stored on instances
# and modules, with argument errors, tracebacks and recursion.
import sys


class Base:
    def __init__(self, x):
        self.x = x

    def get(self):
        return self.x

    def add(self, a, b=1):
        return self.x + a + b

    @staticmethod
    def st(a, b):
        return ("st", a, b)

    def gen(self, n):
        yield from range(n)

    def fail(self, a):
        return a / 0


class Derived(Base):
    def __init__(self, x):
        Base.__init__(self, x * 2)

    def get(self):
        return ("Derived", Base.get(self))


d = Derived(3)
print(d.x, d.get(), Base.get(d), Derived.get(d))
print(Base.add(d, 1), Base.add(d, 1, 2), Base.add(d, a=5))
print(Base.st(1, 2), d.st(3, 4), Derived.st(5, 6))
print(list(Base.gen(d, 3)))
d.f = lambda a, b: ("instance", a, b)
print(d.f(1, 2))
for args in [(), (d, 1, 2, 3)]:
    try:
        Base.add(*args)
    except TypeError as e:
        print("TypeError", e)
try:
    Base.get()
except TypeError as e:
    print("TypeError", e)
try:
    Base.get(d, 1)
except TypeError as e:
    print("TypeError", e)
try:
    d.f(1)
except TypeError as e:
    print("TypeError", e)
try:
    Base.get(5)
except AttributeError as e:
    print("AttributeError", e)
# Rebinding the class's function after the site ran.
for i in range(3):
    if i == 1:
        Base.get = lambda self: ("new", self.x)
    if i == 2:
        Base.get = staticmethod(lambda self: ("static", type(self).__name__))
    print(Derived.get(d))


class Rec:
    def down(self, n):
        return 0 if n == 0 else Rec.down(self, n - 1) + 1


print(Rec.down(Rec(), 100))
sys.setrecursionlimit(150)
try:
    Rec.down(Rec(), 1000)
except RecursionError as e:
    print("RecursionError", e)


def outer():
    try:
        Base.fail(d, 1)
    except ZeroDivisionError:
        import traceback
        traceback.print_exc(file=sys.stdout)


outer()


class K:
    def mro(self):
        return "user mro"

    def __name__(self):
        return "user name"

    def __repr__(self):
        return "K()"


for i in range(2):
    print(K.mro(K()), K.__repr__(K()))
    try:
        K.__name__(K())
    except TypeError as e:
        print("TypeError", e)


class Meta(type):
    def hello(cls, a):
        return ("meta", cls.__name__, a)


class WithMeta(metaclass=Meta):
    def hello(self, a):
        return ("class", a)


print(WithMeta.hello(WithMeta(), 1), type(WithMeta).hello(WithMeta, 2))
