# sqrt, exp, ln, log10 at several precisions
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

for p in [28, 10, 40]:
    with localcontext(prec=p):
        print(p, Decimal(2).sqrt(), Decimal('0.25').sqrt(), Decimal(100).sqrt(), Decimal('1e-4').sqrt())
        print(Decimal(1).exp(), Decimal(0).exp(), Decimal(-1).exp(), Decimal('2.5').exp())
        print(Decimal(10).ln(), Decimal(1).ln(), Decimal('0.5').ln(), Decimal(2).log10(), Decimal(1000).log10(), Decimal('0.01').log10())
print(Decimal('inf').sqrt(), Decimal('inf').exp(), Decimal('-inf').exp(), Decimal('inf').ln(), Decimal(0).ln(), Decimal(0).log10())
t(lambda: Decimal(-1).ln())
t(lambda: Decimal(-2).log10())
print(Decimal('0').sqrt(), Decimal('-0').sqrt(), Decimal('4.00').sqrt(), Decimal('16E+4').sqrt())
