# Decimal comparisons with Decimal, int, float, Fraction
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

from fractions import Fraction
a = Decimal('1.5')
for y in [Decimal('1.50'), Decimal(2), 1, 2, 1.5, 1.25, Fraction(3, 2), Fraction(1, 3), True]:
    print(repr(y), a == y, a != y, a < y, a <= y, a > y, a >= y)
print(Decimal('0.1') == 0.1, Decimal(0.1) == 0.1, Decimal('-0') == 0, Decimal('1e2') == 100)
print(Decimal('NaN') == Decimal('NaN'), Decimal('NaN') != 1, Decimal('inf') > 10**100, Decimal('-inf') < -1e308)
print(sorted([Decimal('1.1'), 1, Decimal('-2'), 0.5, Decimal('1.10')]))
print(max(Decimal('1'), Decimal('1.0')), min(Decimal(3), 2))
t(lambda: Decimal('NaN') < 1)
t(lambda: Decimal('sNaN') == 1)
t(lambda: Decimal(1) < 'a')
t(lambda: Decimal(1) == 'a')
print(getcontext().flags[FloatOperation])
