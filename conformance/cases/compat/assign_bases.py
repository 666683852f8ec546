# assigning a class's __bases__ recomputes the MRO, with CPython's checks
def attempt(label, f):
    try:
        print(label, "->", f())
    except (TypeError, AttributeError) as e:
        print(label, "->", type(e).__name__, e)


class A:
    def f(self):
        return "A"


class B:
    def f(self):
        return "B"

    def g(self):
        return "Bg"


class C(A):
    pass


def setb(cls, v):
    cls.__bases__ = v
    return [k.__name__ for k in cls.__mro__]


def delb(cls):
    del cls.__bases__


c = C()
attempt("swap", lambda: setb(C, (B,)))
print(c.f(), c.g(), isinstance(c, B), isinstance(c, A), issubclass(C, A), C.__bases__, C.__base__)
attempt("two", lambda: setb(C, (A, B)))
print(c.f(), c.g())
attempt("list", lambda: setb(C, [A]))
attempt("empty", lambda: setb(C, ()))
attempt("nonclass", lambda: setb(C, (1,)))
attempt("cycle", lambda: setb(A, (C,)))
attempt("self", lambda: setb(C, (C,)))
attempt("object", lambda: setb(C, (object,)))
attempt("int", lambda: setb(C, (int,)))


class X:
    pass


attempt("plain", lambda: setb(X, (A,)))
attempt("builtin", lambda: setb(int, (object,)))
attempt("del", lambda: delb(C))
attempt("dup", lambda: setb(C, (A, A)))


class K(A):
    pass


attempt("mro", lambda: setb(C, (A, K)))
print([k.__name__ for k in C.__mro__], C.__bases__)


class D(A):
    def h(self):
        return "D.h"


class E(D):
    pass


attempt("sub", lambda: setb(D, (B,)))
print([k.__name__ for k in E.__mro__], E().f(), E().h(), issubclass(E, A), issubclass(E, B))


class S1:
    __slots__ = ("a",)


class S2:
    __slots__ = ("b",)


class S3:
    __slots__ = ("a",)


class T(S1):
    pass


attempt("slots", lambda: setb(T, (S2,)))
attempt("same slots", lambda: setb(T, (S3,)))


class L(list):
    pass


class M(list):
    def total(self):
        return sum(self)


class N(L):
    pass


attempt("list sub", lambda: setb(N, (M,)))
print(N([1, 2]).total())


def setm(cls):
    cls.__mro__ = (cls,)


attempt("__mro__", lambda: setm(C))


class Base:
    def __repr__(self):
        return "Base repr"


class Other:
    def __repr__(self):
        return "Other repr"


class R(Base):
    pass


r = R()
print(repr(r))
R.__bases__ = (Other,)
print(repr(r))
