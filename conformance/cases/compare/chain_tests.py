# Chained comparisons as tests (if, elif, while, conditional expressions, assert), and
# float comparisons: ints and floats decided directly, everything else through the
# comparison slots, each result's truth asked once as CPython's jumps ask it.


def show(label, f):
    try:
        print(label, f())
    except Exception as e:
        print(label, type(e).__name__, e)


nan = float("nan")
inf = float("inf")
floats = [-inf, -1.5, -0.0, 0.0, 0.5, 1.5, inf, nan]
for a in floats:
    row = []
    for b in floats:
        row.append("".join("1" if t else "0" for t in (a < b, a <= b, a == b, a != b, a > b, a >= b)))
        if a < b:
            row.append("<")
        if a != b:
            row.append("!")
        if not (a >= b):
            row.append("~")
    print(a, " ".join(row))

for x in (-1.0, 0.0, 0.3, 0.5, 1.0, 2.0, nan, -0.0, 1, 0, True, 10**20):
    if 0.0 <= x < 1.0:
        print(x, "in [0, 1)")
    elif -1 <= x <= 1 < 2:
        print(x, "in [-1, 1]")
    else:
        print(x, "outside")

for gx, gy, size in ((5, 7, 128), (-1, 3, 4), (3, 4, 4), (0, 0, 1), (2**63, 1, 2**64)):
    if 0 <= gx < size and 0 <= gy < size:
        print(gx, gy, "inside")
    else:
        print(gx, gy, "outside")

weights = [0.3, 0.3, 0.3, 0.1]
for r in (0.0, 0.25, 0.3, 0.45, 0.7, 0.95, 1.0):
    k = 0
    while r > weights[k] and k < 3:
        r -= weights[k]
        k += 1
    print(k, round(r, 12))


class B:
    def __init__(self, v):
        self.v = v

    def __bool__(self):
        print("  bool", self.v)
        if self.v is None:
            raise ValueError("no truth")
        return self.v


class X:
    def __init__(self, r):
        self.r = r

    def __lt__(self, other):
        print("  lt", self.r)
        return B(self.r)

    def __repr__(self):
        return "X(%r)" % self.r


def cases():
    yield X(False), X(True), X(True)
    yield X(True), X(False), X(True)
    yield X(True), X(True), X(False)
    yield X(True), X(True), X(True)
    yield X(None), X(True), X(True)
    yield X(True), X(True), X(None)


for a, b, c in cases():
    print(a, b, c)
    try:
        if a < b < c:
            print("  yes")
        else:
            print("  no")
    except ValueError as e:
        print("  ValueError", e)
    try:
        print("  value", type(a < b < c).__name__)
    except ValueError as e:
        print("  ValueError", e)
    try:
        print("  ifexp", "t" if a < b < c else "f")
    except ValueError as e:
        print("  ValueError", e)


def order(tag, v):
    print("  eval", tag)
    return v


print("order")
if order("a", 1) < order("b", 2) < order("c", 0) < order("d", 5):
    print("yes")
if order("a", 1) < order("b", 2) <= order("c", 2) != order("d", 5):
    print("all true")
print(order("x", 3) > order("y", 2) > order("z", 1))

show("mixed types", lambda: 1 if 1 < 2 < "3" else 0)
show("none", lambda: 1 if 0 < None < 2 else 0)
show("in chain", lambda: 1 if 1 in [1, 2] in [[1, 2]] else 0)
show("is chain", lambda: 1 if None is None is not floats else 0)
show("not in", lambda: 1 if 3 not in [1] not in [[1]] else 0)
show("strs", lambda: 1 if "a" < "b" < "c" else 0)
show("tuples", lambda: 1 if (1,) < (1, 2) < (2,) else 0)


class F(float):
    def __lt__(self, other):
        print("  F.lt")
        return float.__lt__(self, other)


show("float subclass", lambda: 1 if 0.0 < F(1.0) < 2.0 else 0)
show("float subclass left", lambda: 1 if F(0.5) < 1.0 < 2.0 else 0)


def unbound():
    if 0 < y < 2:
        pass
    y = 1


show("unbound", unbound)


def assert_chain(v):
    assert 0 < v < 10, "out of range: %r" % v
    return v


show("assert ok", lambda: assert_chain(5))
show("assert fails", lambda: assert_chain(50))
show("assert nan", lambda: assert_chain(nan))
n = 0
while 0 <= n < 5 != n:
    n += 1
print("while", n)
print([v for v in (0.5, 1.5, nan, 2.5) if 1.0 < v < 3.0])
