# arithmetic with infinities, signed zeros and NaNs
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

inf, ninf = Decimal('inf'), Decimal('-inf')
print(inf + 1, inf * -2, 1 / inf, -1 / inf, inf / 2, ninf - inf, inf + inf, ninf * ninf)
print(Decimal('-0') + Decimal('0'), Decimal('-0') + Decimal('-0'), Decimal('-0') * 5, Decimal(0) * -5, Decimal('-0') / 3)
with localcontext(rounding=ROUND_FLOOR):
    print(Decimal('-0') + Decimal('0'), Decimal(1) - Decimal(1))
c = Context(traps=[])
print(c.add(Decimal('nan'), 1), c.multiply(inf, 0), c.subtract(inf, inf), c.divide(inf, inf), c.remainder(inf, 1))
t(lambda: Decimal('nan') + Decimal('snan'))
print(Decimal('NaN5') + 1, Decimal('-nan') * 2)
