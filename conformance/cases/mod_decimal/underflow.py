# subnormals, underflow and Emin/Emax contexts
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

c = Context(prec=5, Emin=-10, Emax=10, traps=[])
print(c.multiply(Decimal('1e-10'), Decimal('1e-3')), c.flags[Subnormal], c.flags[Underflow], c.flags[Inexact])
c.clear_flags()
print(c.multiply(Decimal('1.2345e-10'), Decimal('0.1')), c)
c.clear_flags()
print(c.multiply(Decimal('9e10'), 10), c)
print(c.Etiny(), c.Etop())
c2 = Context(prec=5, Emin=-10, Emax=10)
t(lambda: c2.multiply(Decimal('9e10'), 10))
c2.traps[Underflow] = True
t(lambda: c2.multiply(Decimal('1e-10'), Decimal('1e-10')))
