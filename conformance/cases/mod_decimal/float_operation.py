# FloatOperation signal when trapped
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

c = getcontext()
c.traps[FloatOperation] = True
t(lambda: Decimal(1.5))
t(lambda: Decimal(1) < 1.5)
t(lambda: Decimal(1) == 1.5)
t(lambda: Decimal('1.5') == 1.5)
t(lambda: Decimal.from_float(1.5))
t(lambda: c.create_decimal_from_float(1.5))
