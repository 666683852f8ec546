# quantize with roundings and errors
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

d = Decimal('7.32516')
for e in ['1.00', '0.1', '1', '1e1', '1e-10']:
    print(e, d.quantize(Decimal(e)), d.quantize(Decimal(e), rounding=ROUND_DOWN), d.quantize(Decimal(e), ROUND_CEILING))
print(Decimal('2.675').quantize(Decimal('0.01')), Decimal('2.665').quantize(Decimal('0.01'), ROUND_HALF_UP))
print(Decimal('-0.5').quantize(Decimal(1)), Decimal('1.5').quantize(Decimal(1)), Decimal('2.5').quantize(Decimal(1)))
print(Decimal('123.456').quantize(Decimal('1e2')), Decimal('0').quantize(Decimal('1e-5')), Decimal('inf').quantize(Decimal('inf')))
print(Decimal(5).quantize(1), Decimal('1.23').quantize(Decimal('0.1')).as_tuple())
t(lambda: Decimal(2).quantize(Decimal('1e-30')))
t(lambda: Decimal('inf').quantize(Decimal(1)))
t(lambda: Decimal(1).quantize(Decimal('inf')))
t(lambda: Decimal(1).quantize(Decimal('1e-1000000')))
t(lambda: Decimal(1).quantize(Decimal('1'), rounding='bad'))
t(lambda: Decimal(1).quantize(1.5))
