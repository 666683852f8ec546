# Keyword calls at one site: several functions in turn, keyword-only
# parameters, *args/**kwargs, errors in CPython's order and words.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)

def f(a, b=2, c=3):
    return (a, b, c)
def g(a, c=30, *, d=40):
    return (a, c, d)
def h(a, *args, c=5, **kw):
    return (a, args, c, kw)
def p(a, /, c=1):
    return (a, c)
def r(a, c):
    return (a, c)
def gen(a, c=1):
    yield a + c
async def co(a, c=1):
    return a

def site(fn, x):
    return fn(x, c=4)

for fn in [f, g, h, p, r, f, lambda a, c: (a, c), lambda a, **k: k]:
    show(lambda: site(fn, 1))
print(list(site(gen, 1)))
c0 = site(co, 1)
print(type(c0).__name__)
c0.close()

def q(a, b, c=3, *, d, e=5):
    return (a, b, c, d, e)
def call_q(x):
    return q(x, d=1, b=2)
show(lambda: call_q(0))
show(lambda: f(1, a=2))
show(lambda: f(1, d=2))
show(lambda: f(c=1))
show(lambda: f(1, 2, 3, 4, c=1))
show(lambda: r(1, c=2, a=3))
show(lambda: p(a=1, c=2))
show(lambda: g(1, c=2, d=3))
show(lambda: g(1, d=3, c=2))

order = []
def arg(v):
    order.append(v)
    return v
print(f(arg(1), c=arg(3), b=arg(2)), order)

class C:
    def m(self, x, y=2, *, z=3):
        return (x, y, z)
    @classmethod
    def cm(cls, x, y=2):
        return (cls.__name__, x, y)
    @staticmethod
    def sm(x, y=2):
        return (x, y)
class D(C):
    def m(self, x, z=9, y=8):
        return ("D", x, y, z)
def msite(o):
    return o.m(1, z=5), o.cm(1, y=5), o.sm(1, y=5)
for o in [C(), D(), C()]:
    show(lambda: msite(o))
o = C()
o.m = lambda x, z: ("inst", x, z)
show(lambda: msite(o))
show(lambda: C().m(1, q=2))
show(lambda: C().m(x=1, z=2))
show(lambda: C().m(1, x=2))

def deep(n, acc=0):
    if n == 0:
        return acc
    return deep(n - 1, acc=acc + n)
print(deep(50))
