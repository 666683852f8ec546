# module level: everything is global
x = 1
def f(a, b=x):
    return a + b + len(x)
---
# nested closures 3 deep with pass-through free variables
def f(p):
    a = 1
    b = 2
    def g():
        c = 3
        def h():
            return a + c + p + z
        return h
    return g
---
# parameters captured; all parameter kinds
def f(a, /, b, *args, c, **kw):
    def g():
        return a, b, args, c, kw
    return g
---
# global and nonlocal
x = 0
def f():
    global x
    y = 1
    def g():
        nonlocal y
        y = 2
        x = 3
        def h():
            return x, y
        return h
    x = 4
    return g
---
# a global declaration hides enclosing bindings from inner functions
def f():
    x = 1
    def g():
        global x
        def h():
            return x
        return h
    return g
---
# class bodies and methods: class names are invisible to methods
def f():
    x = 1
    y = 2
    class A:
        x = 10
        z = y
        def m(self):
            return x, y, z
        w = [x for _ in range(3)]
        v = (y for _ in range(3))
    return A
---
# super() and __class__
class A:
    def m(self):
        return super().m()
    def n(self):
        return __class__
    def o(self):
        def inner():
            return super()
        return inner
    def p(self):
        return [super() for _ in range(1)]
---
class B:
    def m(self):
        return 1
---
# comprehensions at module level
y = 5
l = [x * y for x in range(3)]
s = {x for x in range(3) if x}
d = {k: v for k, v in zip(l, l)}
g = (x + y for x in range(3))
n = [[i + j for j in range(i)] for i in range(3)]
---
# comprehensions in functions
def f(xs):
    t = 2
    a = [x * t for x in xs]
    b = [lambda: x for x in xs]
    c = [lambda: t for x in xs]
    d = {x: [y for y in x] for x in xs}
    return a, b, c, d
---
# comprehension in a class body
def f():
    k = 1
    class A:
        k = 2
        j = 3
        a = [k + j + x for x in range(k)]
        b = [lambda: x for x in range(j)]
    return A
---
# walrus in comprehensions
def f(xs):
    if any((w := x) > 1 for x in xs):
        return w
    [last := y for y in xs]
    return last
---
[total := 0 for v in range(3)]
---
def f(xs):
    return [[(z := a) for a in b] for b in xs], z
---
def f():
    global g
    [g := x for x in range(3)]
---
# generator expressions are real scopes
def f(xs, n):
    return (x * n for x in xs if x > n)
---
# lambdas in default values and decorators, annotations
def f(a):
    b = 1
    def g(x=lambda: a, *, y=lambda: b) -> a:
        return x
    @(lambda fn: a)
    def h(q: b):
        pass
    return g, h
---
# names bound only by except/import/for/with/match/del
def f(m):
    try:
        pass
    except Exception as e:
        pass
    import os.path
    import sys as system
    from collections import OrderedDict as OD, deque
    for i, (j, *k) in m:
        pass
    with open(m) as fh, open(m) as (g1, g2):
        pass
    match m:
        case [p1, *rest] if p1:
            pass
        case {"k": p2, **others}:
            pass
        case Point(x=p3) | Point(y=p3):
            pass
        case str() as p4:
            pass
    del undefined_before
    def inner():
        return e, os, system, OD, deque, i, j, k, fh, g1, p1, rest, p2, others, p3, p4
---
# annotations without value make a name local
def f():
    x: int
    def g():
        return x
    return g
---
def f():
    print(x)
    x: int = 2
---
# del of a free variable
def f():
    x = 1
    def g():
        nonlocal x
        del x
    return g
---
# class body reading enclosing function locals, and nonlocal in a class
def f():
    a = 1
    b = 2
    class C:
        print(a)
        nonlocal b
        b = 3
        c = a
    return C
---
# nested classes
def f():
    x = 1
    class A:
        class B:
            def m(self):
                return x, __class__
    return A
---
# private name mangling
class A:
    __x = 1
    def m(self, __y):
        __z = 2
        return self.__x, __y, __z, __w
---
# unbound local and shadowing
x = 1
def f():
    print(x)
    x = 2
def g():
    x += 1
---
# generator functions
def gen(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return (yield from range(n))
---
# nested generator expression capturing comprehension variable
def f(m):
    return [(i for _ in range(i)) for i in range(m)]
---
# lambda nested in lambda
f = lambda a: lambda b: lambda c: a + b + c + d
---
# dict comprehension and set comprehension in class
class K:
    names = ["a", "b"]
    table = {n: len(n) for n in names}
    uniq = {n[0] for n in names}
---
# async
async def f(xs):
    async with xs as a:
        async for b in a:
            await b
    return [await c async for c in xs]
---
# try/except in a class body and global in class
class C:
    global G
    G = 1
    try:
        pass
    except E as err:
        pass
---
# super in a lambda and in a genexp in a method
class A:
    def m(self):
        f = lambda: super().m()
        g = (super() for _ in range(1))
        return f, g
---
# same name at several levels
def f(x):
    def g(x):
        def h():
            return x
        return h
    return g
---
# comprehension variable shadows a local of the same name
def f():
    x = "outer"
    ys = [x for x in range(3)]
    return x, ys
---
# nested functions in comprehensions capturing the enclosing function
def f(a):
    return [[lambda: (a, i, j) for j in range(i)] for i in range(a)]
---
# a free variable used only in a comprehension of an intermediate function
def f():
    x = 1
    def g():
        return [x for _ in range(2)]
    return g
---
# postponed annotations are never evaluated
from __future__ import annotations
def f(a: T) -> R:
    x: U = 1
    return x
class C:
    y: V
---
# annotations are evaluated in the enclosing scope
def f():
    T = int
    def g(a: T) -> T:
        b: T = a
        return b
    class C:
        c: T
    return g, C
