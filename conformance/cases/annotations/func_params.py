# Annotations of a def's parameters and return are evaluated when the def
# runs, in CPython's order, and kept in __annotations__.
def f(b: 1, /, a: 2, *args: 3, c: 4, d: "text" = 0, **kw: 5) -> 6:
    return a
print(f.__annotations__)
print(list(f.__annotations__))


def g(x, y=1):
    pass
print(g.__annotations__)
g.__annotations__ = {"q": int}
print(g.__annotations__)
g.__annotations__ = None
print(g.__annotations__)
print((lambda q: q).__annotations__)

order = []
def note(v):
    order.append(v)
    return v
def h(a: note("a") = note("default a"), *, k: note("k") = note("default k")) -> note("ret"):
    pass
print(order)
print(h.__annotations__)


class C:
    def m(self, __x: int, y: "C") -> "C":
        pass
print(C.m.__annotations__)
try:
    g.__annotations__ = 3
except TypeError as e:
    print("TypeError:", e)
