# Decimal powers
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

print(Decimal(2) ** 10, Decimal(2) ** -2, Decimal('1.5') ** 3, Decimal(10) ** Decimal('0.5'), Decimal(2) ** Decimal('0.5'))
print(Decimal(4) ** Decimal('0.5'), Decimal(-2) ** 3, Decimal(0) ** 5, Decimal('1.1') ** 100, Decimal(7) ** 0)
print(2 ** Decimal(10), Decimal('2.0') ** 2, pow(Decimal(3), 4), pow(Decimal(5), 3, 7), pow(Decimal(-5), 3, 7))
t(lambda: Decimal(0) ** 0)
t(lambda: Decimal(0) ** -1)
t(lambda: Decimal(-2) ** Decimal('0.5'))
t(lambda: Decimal(2) ** 1.5)
t(lambda: pow(Decimal('1.5'), 2, 7))
