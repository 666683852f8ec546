## Recursion bombs, in Python and through Go frames (iterators and callables
## wrapping one another), which would overflow the Go stack and end the host.
## Format: payloads_test.go. Attacks written from the public literature on Python
## sandbox escapes and interpreter DoS, and found by red-teaming pyinterp.
---
## Recursion bombs.
# name: recursion
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
def f(): f()
f()
---
# name: recursion caught
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
def f():
    try:
        f()
    except RecursionError:
        return 1
f()
---
# name: lambda recursion
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
(lambda f: f(f))(lambda f: f(f))
---
# name: mutual recursion
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
def a(): b()
def b(): a()
a()
---
# name: deep list repr
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
l = []
for i in range(100000):
    l = [l]
repr(l)
---
# name: deep tuple hash
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
# (tuples hash without recursion, as in CPython; comparing them recurses)
t = ()
u = ()
for i in range(100000):
    t = (t,)
    u = (u,)
hash(t)
t == u
---
# name: deep list compare
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
a = []
b = []
for i in range(100000):
    a = [a]
    b = [b]
a == b
---
# name: deep dict str
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
d = {}
for i in range(100000):
    d = {'k': d}
str(d)
---
## Go stack overflow (fatal: ends the host process) through iterators that wrap iterators: each level was a Go frame not counted against the recursion limit. Built with one cheap builtin per level.
# name: zip nested by reduce
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
import functools
g = functools.reduce(zip, [[1]] * 3 * 10**5, [1])
next(g)
---
# name: map nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
g = [1]
for i in range(10**5):
    g = map(abs, g)
list(g)
---
# name: filter nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
g = [1]
for i in range(10**5):
    g = filter(None, g)
next(g)
---
# name: enumerate nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
g = [1]
for i in range(10**5):
    g = enumerate(g)
next(g)
---
# name: zip nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
g = [1]
for i in range(10**5):
    g = zip(g)
next(g)
---
# name: itertools chain nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
import itertools
g = [1]
for i in range(10**5):
    g = itertools.chain(g)
next(g)
---
# name: itertools islice nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
import itertools
g = [1]
for i in range(10**5):
    g = itertools.islice(g, 5)
next(g)
---
## ... and through callables that call callables in Go.
# name: callable iterator nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
f = iter([1, 2]).__next__
for i in range(10**5):
    f = iter(f, object()).__next__
f()
---
# name: staticmethod nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
f = abs
for i in range(10**5):
    f = staticmethod(f)
f(1)
---
# name: map of next nested
# kind: limit
# want: RecursionError: maximum recursion depth exceeded
g = iter([1])
for i in range(10**5):
    g = map(next, [g])
next(g)
