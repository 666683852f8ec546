# Fraction from float, exact; inf and nan errors
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction
for x in [0.5, 0.1, -2.25, 1e300, 5e-324, 0.0, -0.0, 3.0]:
    t(lambda: Fraction(x))
t(lambda: Fraction(float('inf')))
t(lambda: Fraction(float('-inf')))
t(lambda: Fraction(float('nan')))
t(lambda: Fraction.from_float(0.1))
t(lambda: Fraction.from_float(3))
t(lambda: Fraction.from_float('1'))
t(lambda: Fraction.from_float(Fraction(1, 2)))
