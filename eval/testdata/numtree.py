# Arithmetic trees: intermediate ints and floats are not boxed (issue 15);
# every result, error and dunder call must be CPython's.
import math

def show(label, f):
    try:
        r = f()
        print(label, type(r).__name__, repr(r))
    except Exception as e:
        print(label, type(e).__name__, e)

a, b, c = 7, -3, 2**40
x, y, z = 1.5, -0.25, 1e308
big = 2**70
show("int tree", lambda: (a + b) * c - a // b + a % b)
show("int overflow", lambda: (c * c) * c + 1)
show("int near limit", lambda: (2**62 + 2**62 - 1) + (2**62 - 1 + 2**62))
show("min int", lambda: -(-2**63) + 0)
show("neg of tree", lambda: -(a * b) + -(x * y))
show("neg zero", lambda: -(0.0 * 1) + 0 * -1.0)
show("neg zero 2", lambda: -(0.0 * 1))
show("mixed", lambda: (a + x) * (b - y) / (a * 2))
show("int truediv", lambda: (a * 3) / (b * 1) + (2**53 + 1) * 1 / 3)
show("int truediv big", lambda: (2**60 + 1) * 1 / 7)
show("neg zero div", lambda: (0 * 5) / (b * 1))
show("floordiv mod", lambda: (x * 7) // (y * 3) + (x * 7) % (y * 3))
show("int floordiv", lambda: (a * -5) // (b + 1) + (a * -5) % (b + 1))
show("minint floordiv", lambda: (-2**63 + 0) // (-1 + 0))
show("minint mod", lambda: (-2**63 + 0) % (-1 + 0))
show("zerodiv int", lambda: (a + 1) / (b + 3))
show("zerodiv float", lambda: (x + 1) / (y + 0.25))
show("zerodiv floordiv", lambda: (x + 1) // (y + 0.25))
show("zerodiv mod", lambda: (a + 1) % (b + 3))
show("float mod zero", lambda: (x + 1) % (y * 0))
show("float overflow", lambda: (z * 10) - (z * 10))
show("nan", lambda: (z * 10 - z * 10) * 0 + 1)
show("pow float", lambda: (x * 2) ** (y * 2) + (a * 1) ** 0.5)
show("pow int", lambda: (a + 1) ** (b + 5) + (a - 8) ** 3)
show("pow neg int", lambda: (a + 1) ** (b + 1))
show("pow zero neg", lambda: (x * 0) ** (y * 4))
show("pow complex", lambda: (b * 1.0) ** (x * 1))
show("pow overflow", lambda: (z * 1) ** (x + 0.5))
show("bigint", lambda: (big * 3) + a * b - big)
show("bigint float", lambda: (big * big * big * big * big * big * big * big * big * big * big * big * big * big * big) * 1.0 + 1)
show("bool", lambda: (True + True) * (False - 1) + True * 2.5)
show("bits", lambda: (a & 3) | (b ^ 5) + (a << 3) - (c >> 2) + (1 << 70) * 0)
show("shift neg", lambda: (a + 1) << (b + 0))
show("str concat", lambda: ("ab" + "cd") + "ef" * 2)
show("str mod", lambda: "%d-%s" % (a, b) + "!" * (a - 5))
show("list", lambda: ([1] + [2]) * (a - 5))
show("str int", lambda: ("a" + "b") + (a * 2))
show("int str", lambda: (a * 2) - ("a" + "b"))
show("none", lambda: (a * 2) + None)
show("complex", lambda: (1j * 2) + (x * 2) - (a * 1j))
show("matmul", lambda: (a + 1) @ (b + 1))

class N:
    def __init__(self, v):
        self.v = v
    def __add__(self, o):
        print("  add", self.v, o)
        return N(self.v + (o.v if isinstance(o, N) else o))
    def __radd__(self, o):
        print("  radd", self.v, o)
        return N(o + self.v)
    def __mul__(self, o):
        print("  mul", self.v, o)
        return N(self.v * (o.v if isinstance(o, N) else o))
    __rmul__ = __mul__
    def __neg__(self):
        print("  neg", self.v)
        return N(-self.v)
    def __iadd__(self, o):
        print("  iadd", self.v, o)
        self.v += o
        return self
    def __repr__(self):
        return "N(%r)" % (self.v,)

class F(float):
    def __add__(self, o):
        return "F.add"
    def __radd__(self, o):
        return "F.radd"

class I(int):
    def __mul__(self, o):
        return "I.mul"
    def __rsub__(self, o):
        return "I.rsub"

n = N(3)
show("dunder tree", lambda: (n * 2 + 1) * (a + 1) + -(n * 1))
show("dunder right", lambda: (a * 2) + n * 3)
show("float subclass", lambda: (x * 2) + F(1.0))
show("float subclass left", lambda: F(1.0) + (x * 2))
show("int subclass", lambda: I(3) * (a + 1))
show("int subclass rsub", lambda: (a * 2) - I(3))

def order():
    log = []
    def v(k, val):
        log.append(k)
        return val
    r = (v("a", 1) + v("b", 2.0)) * (v("c", 3) - v("d", 4)) / v("e", 5)
    print("order", log, r)
order()

def aug():
    t = 0
    f = 0.0
    s = "s"
    lst = [1.5, 2, "x"]
    d = {"k": 2**62}
    class O: pass
    o = O()
    o.f = 0.5
    for i in range(5):
        t += i * 3 + 1
        f += i * 0.5 - 1
        s += str(i) * 2
        lst[0] *= i + 1.0
        lst[1] -= i * i
        lst[2] += "y" * i
        o.f /= i * 0.5 + 1
    print("aug", t, f, s, lst, o.f)
    try:
        d["k"] += 2**62 + 0
        print("aug big", d["k"])
        d["k"] += 1 / 2
        print("aug mixed", d["k"])
        t //= a - 7
    except ZeroDivisionError as e:
        print("aug zerodiv", e)
    try:
        f += "x" * 1
    except TypeError as e:
        print("aug type", e)
    try:
        t -= None or (1, 2) + (3,)
    except TypeError as e:
        print("aug type 2", e)
    m = N(1)
    m += a * 2
    print("aug dunder", m)
    q = 2.0
    q **= x * 2
    print("aug pow", q)
    q = 10
    q %= a - 4
    print("aug mod", q)
    q = 7.0
    q //= y * 2
    print("aug floordiv", q)
aug()

def loop_float():
    acc = 0.0
    v = [0.1, 0.2, 0.3]
    for k in range(1000):
        dx = v[0] - v[1] * k
        acc += dx * dx + v[2] * 0.5 - -dx / (k + 1)
    return acc
print("loop", loop_float(), math.fsum([loop_float()]))

def compares():
    big = 2**53
    nan = float("nan")
    cases = [
        ("int<int", lambda: (a * 2) < (b * 3)),
        ("float>=float", lambda: (x * 2) >= (y * 3)),
        ("exact edge eq", lambda: (big + 1) == (big * 1.0 + 1)),
        ("exact edge lt", lambda: (big + 1) > (big * 1.0)),
        ("exact edge neg", lambda: -(big + 1) < -(big * 1.0)),
        ("int float eq", lambda: (a + 1) == (x * 0 + 8.0)),
        ("bigint float", lambda: (2**80 + 1) > (2.0**80 * 1)),
        ("nan lt", lambda: (nan * 1) < 1),
        ("nan ne", lambda: (nan * 1) != (nan * 1)),
        ("nan eq", lambda: (nan + 0) == (nan + 0)),
        ("inf", lambda: (z * 10) > (2**1000 * 1)),
        ("bool", lambda: (True + 0) == (1.0 * 1)),
        ("str", lambda: ("a" + "b") < ("a" + "c")),
        ("mixed type", lambda: (a * 1) < ("a" + "b")),
        ("mixed eq", lambda: (a * 1) == ("a" + "b")),
        ("dunder", lambda: (n * 1) == (a * 1)),
        ("ge", lambda: (a % 3) >= (b % 3)),
        ("le", lambda: (x // 1) <= (y // 1)),
        ("float hint", lambda: (x * 2.0) >= (y * 3)),
        ("div hint", lambda: (a / 2) < (b + 7)),
        ("div hint big", lambda: (2**60 + 1) / 1 == (2**60 + 0)),
        ("div hint big int", lambda: (big + 1) > (big / 1)),
        ("float hint nan", lambda: (nan * 1.0) >= (nan * 1.0)),
        ("float hint str", lambda: ("a" * 2) < (x * 1.0)),
        ("float hint dunder", lambda: (n * 1.5) == (a * 1.5)),
        ("float hint zerodiv", lambda: (a / 0) < 1.0),
    ]
    for label, f in cases:
        show(label, f)
compares()
