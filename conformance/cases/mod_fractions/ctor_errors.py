# Fraction constructor type errors
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction
t(lambda: Fraction([1]))
t(lambda: Fraction(1.5, 2))
t(lambda: Fraction(1, 2.0))
t(lambda: Fraction('1', 2))
t(lambda: Fraction(1, 0))
t(lambda: Fraction(-7, 0))
t(lambda: Fraction(Fraction(1, 2), 0))
t(lambda: Fraction(None))
t(lambda: Fraction(1j))
