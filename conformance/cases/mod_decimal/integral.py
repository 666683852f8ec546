# to_integral_*, round, int, floor, ceil, trunc
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

import math
for s in ['2.5', '3.5', '-2.5', '-0.5', '0.4', '123.999', '-123.999', '1e3', '1.5e-3', '7', '-0']:
    d = Decimal(s)
    print(s, d.to_integral_value(), d.to_integral(ROUND_CEILING), d.to_integral_exact(ROUND_FLOOR), round(d), int(d), math.floor(d), math.ceil(d), math.trunc(d))
for n in [0, 1, 2, -1, -2]:
    print(n, round(Decimal('1234.5678'), n), round(Decimal('-0.125'), n), round(Decimal('2.5'), n))
t(lambda: int(Decimal('nan')))
t(lambda: int(Decimal('inf')))
t(lambda: round(Decimal('nan')))
t(lambda: round(Decimal('-inf')))
t(lambda: round(Decimal('1.5'), 1.5))
t(lambda: round(Decimal('1e30'), 10))
t(lambda: math.floor(Decimal('nan')))
t(lambda: math.ceil(Decimal('inf')))
print(int(Decimal('1e30')), int(Decimal('-9.99')), float(Decimal('0.1')), float(Decimal('-inf')), float(Decimal('nan')))
t(lambda: float(Decimal('snan')))
