# decimal: Context.traps/flags assignment takes a signal dict or a dict of every signal (copied), refuses anything else at once; context attributes cannot be deleted
import decimal
from decimal import *
c = Context()
for v in [5, {}, {Overflow: True}, [Overflow], dict.fromkeys([Clamped, InvalidOperation, DivisionByZero, Inexact, Rounded, Subnormal, Overflow, Underflow, FloatOperation], True), getcontext().traps, None, 'x']:
    for name in ('traps', 'flags'):
        try:
            setattr(c, name, v)
            t = getattr(c, name)
            print(name, 'ok', t is v, type(t).__name__, sorted(k.__name__ for k, x in t.items() if x))
        except Exception as e:
            print(name, type(e).__name__, e)
d = {k: False for k in getcontext().traps}
c.traps = d
d[Overflow] = True
print(c.traps[Overflow])
c2 = Context()
c.traps = c2.traps
c2.traps[Overflow] = True
print(c.traps[Overflow], c.traps is c2.traps)
try:
    del c.traps
except Exception as e:
    print(type(e).__name__, e)
