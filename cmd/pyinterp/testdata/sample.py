"""A sample program for pyinterp --dump-ast."""

import math
from collections import defaultdict as dd


class Point:
    def __init__(self, x: float, y: float = 0.0) -> None:
        self.x, self.y = x, y

    def __repr__(self):
        return f"Point({self.x!r}, {self.y:.2f})"

    @property
    def norm(self):
        return math.hypot(self.x, self.y)


def group(words, *, key=len):
    out = dd(list)
    for w in words:
        out[key(w)].append(w)
    return {k: sorted(v) for k, v in out.items() if v}


async def fetch(urls):
    async with session() as s:
        return [await s.get(u) async for u in urls]


match Point(1, 2):
    case Point(x=0, y=0):
        print("origin")
    case Point(x=x, y=y) if x == y:
        print("diagonal", x)
    case _:
        pass

try:
    n = int("12") ** 2 // 3 % 7 - -1 + 0x1F + 1e3j
except (ValueError, TypeError) as e:
    raise RuntimeError("bad") from e
finally:
    del n

lam = lambda a, /, b=2, *c, d, **e: (a, b, c, d, e)
data = [*range(3), *"ab"] + [x ** 2 for x in range(10) if x % 2 if (y := x)]
s = ('café' "\t\u20ac", b"\x00") if False else r"\d+"
