# setcontext, traps toggling and getcontext identity
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

ctx = Context(prec=6)
setcontext(ctx)
print(getcontext() is ctx, getcontext().prec, Decimal(2) / 3)
ctx.traps[DivisionByZero] = False
print(Decimal(1) / 0, Decimal(-1) / 0, ctx.flags[DivisionByZero])
ctx.traps[Inexact] = True
t(lambda: Decimal(1) / 3)
ctx.traps[Inexact] = False
ctx.traps[InvalidOperation] = False
print(Decimal(0) / 0, Decimal('abc'), Decimal(-4).sqrt())
print(ctx)
setcontext(DefaultContext)
print(getcontext().prec, getcontext() is DefaultContext)
with localcontext(ExtendedContext) as c:
    print(c.prec, Decimal(1) / 0)
print(getcontext().prec)
