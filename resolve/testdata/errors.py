def f():
    x = 1
    global x
---
def f():
    print(x)
    global x
---
def f(x):
    global x
---
def f(x):
    nonlocal x
---
def f():
    x = 1
    def g():
        global x
        nonlocal x
---
def f():
    x = 1
    def g():
        x = 2
        nonlocal x
---
def f():
    x = 1
    def g():
        print(x)
        nonlocal x
---
nonlocal x
---
def f():
    nonlocal x
---
[x := 0 for x in y]
---
class A:
    [y := 0 for x in z]
---
[i for i in range(5) if (j := 0) for j in range(5)]
---
def f():
    from os import *
---
class A:
    from os import *
---
from os import *
---
def f():
    é=1; global é
---
def f():
    é=1;  [é := 0 for é in y]
---
x = 1
global x
---
def f(x, x): pass
---
lambda a, b, a: 0
---
def f(*, a, a): pass
---
def f(a, *a): pass
---
def f(a, **a): pass
---
def f():
    import x
    global x
---
def f():
    x: int
    global x
---
def f():
    global x
    x: int
---
def f():
    x = 1
    def g():
        nonlocal x
        x: int
---
def f():
    [x for x in (yield)]
---
[(yield) for x in y]
---
def f():
    [(yield) for x in y]
---
def f():
    {x: (yield) for x in y}
---
def f():
    {(yield) for x in y}
---
def f():
    ((yield) for x in y)
---
def f():
    ((yield from z) for x in y)
---
[x for x in (y := [1])]
---
[x for x in z for w in (y := [1])]
---
def f():
    x = 1
    global x, y
---
global x
nonlocal x
---
class A:
    nonlocal x
---
def f():
    x = 1
    class A:
        nonlocal x
        global x
---
def f():
    x = x
    global x
---
def f():
    nonlocal x
    nonlocal y
---
def f():
    x = 1
    def g():
        global x
        nonlocal x
        global x
---
[[(j := 1) for x in r] for j in s]
---
[j for j in r if [(j := 1) for x in r]]
---
class A:
    [[(y := 0) for x in z] for a in b]
---
class A:
    def f():
        [(y := 0) for x in z]
---
class A:
    (y := 0 for x in z)
---
def f():
    lambda: (x := 1)
    global x
---
def f():
    [x := 1 for y in r]
    global x
---
def f():
    x = 1
    def g():
        print(x)
        def h():
            nonlocal x
            x = 2
---
def f():
    def g():
        nonlocal x
    x = 1
---
def f():
    x = 1
    class A:
        def g(self):
            nonlocal x
---
class A:
    x = 1
    def g(self):
        nonlocal x
---
def f():
    global x
    def g():
        nonlocal x
---
def f():
    [(lambda: (nonlocal_ok := 1)) for x in r]
---
def f(a):
    lambda a: 0
    del a
    global b
---
def f():
    for x in y:
        pass
    global x
---
def f():
    with a as x:
        pass
    nonlocal x
---
def f():
    try:
        pass
    except E as x:
        global x
---
def f():
    match y:
        case [x]:
            global x
---
def f():
    del x
    global x
---
def f():
    class x: pass
    global x
---
def f():
    def x(): pass
    global x
---
def f():
    x += 1
    global x
---
def f():
    (y := [(x := 1) for z in r])
    global x
