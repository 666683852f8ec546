import math, json
from dataclasses import dataclass
from enum import Enum
import datetime, decimal, fractions
x = 41
s = "héllo"; b = b"\x00\x01"; f = 1.5; c = 2+3j; big = 10**40; neg = -(10**30)
l = [1, 2, 3]; l.append(l)
t = (l, "t")
d = {"a": 1, (1, 2): frozenset({1, 2}), None: [t]}
st = {1, 2, 3}
def add(a, b=2, *, k=3):
    "adds"
    return a + b + k + x
def counter():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    return inc
inc = counter(); inc(); inc()
sq = lambda v: v * v
class Point:
    scale = 2
    def __init__(self, x, y): self.x, self.y = x, y
    def norm(self): return math.hypot(self.x, self.y) * self.scale
    def __repr__(self): return f"Point({self.x}, {self.y})"
    @property
    def sum(self): return self.x + self.y
    @classmethod
    def origin(cls): return cls(0, 0)
    @staticmethod
    def helper(): return "h"
class P3(Point):
    def norm(self): return super().norm() + 1
p = Point(3, 4); q = P3(1, 1)
m = p.norm
ap = l.append
@dataclass
class DC:
    a: int
    b: str = "z"
dc = DC(1)
class Color(Enum):
    RED = 1
    GREEN = 2
col = Color.GREEN
try:
    1/0
except ZeroDivisionError as e:
    err = e
class MyErr(ValueError):
    pass
me = MyErr("bad", 3)
dt = datetime.datetime(2024, 1, 2, 3, 4, 5)
dec = decimal.Decimal("1.10")
fr = fractions.Fraction(3, 4)
r = range(2, 10, 3)
sl = slice(1, None, 2)
mm = math
class S:
    __slots__ = ("u", "v")
    def __init__(self): self.u = 1
so = S()
class D(dict):
    pass
dd = D(a=1)
#--- restore ---
print(x + 1, s, b, f, c, big, neg)
print(l[3] is l, t[0] is l, d[(1,2)], d[None][0] is t, st)
print(add(1), add.__doc__, add(1, k=0), inc(), sq(7))
print(p, p.norm(), q.norm(), p.sum, Point.origin(), Point.helper(), m(), isinstance(q, Point))
ap(5); print(len(l))
print(dc, dc == DC(1), col, col is Color.GREEN, Color(1), list(Color))
print(repr(err), type(me).__mro__[1], me.args)
print(dt, dt + datetime.timedelta(days=1), dec * 2, fr + 1)
print(list(r), sl, mm.sqrt(4), so.u, dd, dd["a"], type(dd).__name__)
print(json.dumps({"a": 1}))
