# Context objects, repr, flags and traps
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

c = getcontext()
print(c)
print(Decimal(1) / 3)
print(c.flags[Inexact], c.flags[Rounded], c.flags[DivisionByZero])
print(c)
c.clear_flags()
print(c)
c2 = Context(prec=5, rounding=ROUND_DOWN, traps=[])
print(c2)
print(c2.divide(Decimal(1), Decimal(0)), c2.divide(0, 0), c2.sqrt(-1))
print(c2)
print(Context())
print(BasicContext)
print(ExtendedContext)
print(c2.add(1, 2), c2.multiply(Decimal('1.23456789'), 1), c2.power(2, 10), c2.create_decimal('3.14159265'))
t(lambda: Context(prec=0))
t(lambda: Context(rounding='x'))
t(lambda: Context(Emin=5))
t(lambda: Context(Emax=-5))
t(lambda: Context(capitals=2))
t(lambda: Context(clamp=2))
t(lambda: setcontext(5))
t(lambda: c2.add(1.5, 1))
