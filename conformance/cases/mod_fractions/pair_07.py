# every operator on F(2, 5) and -0.125
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction as F
import math
a, b = F(2, 5), -0.125
for f in [lambda: a + b, lambda: a - b, lambda: a * b, lambda: a / b, lambda: a // b, lambda: a % b, lambda: divmod(a, b),
          lambda: b + a, lambda: b - a, lambda: b * a, lambda: b / a, lambda: b // a, lambda: b % a, lambda: a ** 2,
          lambda: a ** -1, lambda: a < b, lambda: a == b, lambda: abs(a - b), lambda: round(a / b, 3), lambda: math.floor(a / b),
          lambda: hash(a) == hash(float(a)), lambda: (a * b).limit_denominator(50)]:
    t(f)
