# The host crashes of issue 11 that accumulate many uncharged objects
# (a loaded machine's clock must not stop them before they show).
# timeout: 1s
# --- many_large_ints
xs = [10**19000 + i for i in range(200000)]
# --- suspended_generators_many_locals
def g():
    a0=a1=a2=a3=a4=a5=a6=a7=a8=a9=b0=b1=b2=b3=b4=b5=b6=b7=b8=b9=c0=c1=c2=c3=c4=c5=c6=c7=c8=c9=0
    d0=d1=d2=d3=d4=d5=d6=d7=d8=d9=e0=e1=e2=e3=e4=e5=e6=e7=e8=e9=f0=f1=f2=f3=f4=f5=f6=f7=f8=f9=0
    yield 1
gs = []
for i in range(1000000):
    x = g()
    next(x)
    gs.append(x)
# --- slots_arrays
class S:
    __slots__ = tuple('a%d' % i for i in range(5000))
xs = [S() for _ in range(100000)]
