# math functions called with arguments evaluated on the value stack (borrowed): nested calls,
# __float__/__floor__ callbacks that call math again, errors, generators suspended mid-call
from math import sqrt, sin, cos, atan2, floor, ceil, fmod, degrees, hypot
import math


class F:
    def __init__(self, v):
        self.v = v

    def __float__(self):
        # calls math again while the outer call's arguments are live
        return sqrt(self.v) + atan2(self.v, sqrt(4.0))


class Fl:
    def __floor__(self):
        return [floor(x) for x in (1.5, -1.5, F(9.0))]

    def __ceil__(self):
        return ceil(2.1), ceil(F(1.0))


print(sqrt(F(16.0)), sin(F(0.0)), atan2(F(1.0), F(4.0)), fmod(F(9.0), sqrt(F(1.0))))
print(floor(Fl()), ceil(Fl()), degrees(F(0.0)))
print(sqrt(sqrt(sqrt(256.0))), atan2(sin(1.0), cos(1.0)), hypot(sqrt(9.0), 4.0))


def gen():
    for i in range(3):
        yield sqrt((yield i) or 4.0)


g = gen()
print(next(g), g.send(9.0), next(g), g.send(None), next(g))
for bad in ("x", None, [1.0]):
    try:
        sqrt(bad)
    except TypeError as e:
        print("TypeError", e)
try:
    sqrt(-1.0)
except ValueError as e:
    print("ValueError", e)
try:
    sqrt(1.0, 2.0)
except TypeError as e:
    print("TypeError", e)
try:
    atan2(1.0)
except TypeError as e:
    print("TypeError", e)


class Bad:
    def __float__(self):
        raise RuntimeError("no float")


try:
    cos(Bad())
except RuntimeError as e:
    print("RuntimeError", e)
print([math.floor(x / 3) for x in range(-4, 5)], [round(sqrt(x), 6) for x in range(5)])
