# round, floor, ceil, trunc, int of Fractions
from fractions import Fraction as F
import math
for f in [F(7, 2), F(-7, 2), F(5, 2), F(-5, 2), F(1, 3), F(-1, 3), F(2), F(0), F(11, 4), F(-11, 4)]:
    print(f, round(f), math.floor(f), math.ceil(f), math.trunc(f), int(f), type(round(f)).__name__)
for n in [0, 1, 2, -1, -2]:
    print(n, repr(round(F(12345, 100), n)), repr(round(F(-2, 3), n)), repr(round(F(25, 1000), n)))
