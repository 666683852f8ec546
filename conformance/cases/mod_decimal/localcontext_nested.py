# nested localcontext and restoration on exceptions
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

print(getcontext().prec)
with localcontext() as a:
    a.prec = 5
    print(Decimal(1) / 3)
    with localcontext() as b:
        b.prec = 2
        print(Decimal(1) / 3)
    print(Decimal(1) / 3)
    try:
        with localcontext(prec=3):
            print(Decimal(2) / 3)
            raise ValueError('x')
    except ValueError:
        pass
    print(getcontext().prec)
print(getcontext().prec, Decimal(1) / 3)
t(lambda: localcontext(5))
t(lambda: localcontext(prec=0))
t(lambda: localcontext(foo=1))
