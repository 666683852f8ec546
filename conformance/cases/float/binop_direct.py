# Float +, -, * and / of two floats outside arithmetic trees (a + b with plain operands):
# signed zeros, infinities, NaNs, overflow to infinity, division by zero (either sign),
# float subclasses and ints on either side, and the operands' evaluation order.


def show(label, f):
    try:
        r = f()
        print(label, repr(r), type(r).__name__)
    except Exception as e:
        print(label, type(e).__name__, e)


vals = [0.0, -0.0, 1.5, -2.25, 1e308, -1e308, 5e-324, float("inf"), float("-inf"), float("nan")]
for a in vals:
    row = []
    for b in vals:
        s, d, p = a + b, a - b, a * b
        try:
            q = repr(a / b)
        except ZeroDivisionError as e:
            q = "ZDE(%s)" % e
        row.append("%r %r %r %s" % (s, d, p, q))
    print(repr(a), "|", " | ".join(row))


class F(float):
    def __add__(self, other):
        return "F.add"

    def __rsub__(self, other):
        return "F.rsub"

    def __rmul__(self, other):
        return "F.rmul"

    def __truediv__(self, other):
        return "F.truediv"


x, y = 3.0, F(2.0)
show("float + F", lambda: x + y)
show("F + float", lambda: y + x)
show("float - F", lambda: x - y)
show("float * F", lambda: x * y)
show("F / float", lambda: y / x)
show("float / F", lambda: x / y)
show("float / int", lambda: x / 2)
show("int / float", lambda: 7 / x)
show("float / 0", lambda: x / 0)
show("float / 0.0", lambda: x / 0.0)
show("float / -0.0", lambda: x / -0.0)
show("float * True", lambda: x * True)
show("float * str", lambda: x * "ab")
show("float - None", lambda: x - None)


def order(tag, v):
    print("  eval", tag)
    return v


show("order", lambda: order("left", 1.5) * order("right", 2.0) / order("div", 0.5))
acc = []
for i in range(5):
    f = i * 0.5
    g = f - 1.0
    acc.append((f * g, f / 2.0, g + f, g - f))
print(acc)
print(0.1 + 0.2, 0.3 - 0.1, 0.1 * 3, 1 / 3.0, 2.0 / 3)
