# normalize, adjusted, as_tuple, as_integer_ratio
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

for s in ['120.00', '0.00', '-0E+5', '1E+3', '1.2300', '100', 'inf', '-nan']:
    d = Decimal(s)
    print(s, d.normalize(), d.adjusted(), d.as_tuple())
for s in ['1.25', '-0.001', '1e5', '0', '3.14159', '1e-20']:
    print(s, Decimal(s).as_integer_ratio())
t(lambda: Decimal('nan').as_integer_ratio())
t(lambda: Decimal('-inf').as_integer_ratio())
with localcontext(prec=3):
    print(Decimal('123456').normalize(), Decimal('1.2345').normalize())
