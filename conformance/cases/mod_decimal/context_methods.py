# Context arithmetic methods
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

c = Context(prec=6, rounding=ROUND_HALF_UP)
print(c.add(Decimal('1.23456789'), 0), c.subtract(1, Decimal('0.0000001')), c.multiply(3, Decimal('0.3333333')))
print(c.divide(2, 3), c.divide_int(7, 2), c.remainder(7, 3), c.divmod(17, 5), c.power(3, 20), c.sqrt(3))
print(c.exp(1), c.ln(2), c.log10(5), c.quantize(Decimal('1.23456'), Decimal('0.01')), c.normalize(Decimal('1.2000')))
print(c.abs(-3), c.minus(3), c.plus(Decimal('1.23456789')), c.compare(1, 2), c.max(1, 2), c.min(1, 2))
print(c.to_sci_string(Decimal('1E+5')), c.to_eng_string(Decimal('1E+5')), c.to_integral_value(Decimal('2.5')), c.is_zero(0))
print(c.copy_sign(Decimal(1), Decimal(-2)), c.same_quantum(Decimal('1.0'), Decimal('2.0')), c.Etiny(), c.radix())
c2 = c.copy()
c2.prec = 2
print(c.prec, c2.prec, c2.create_decimal('3.14159'), Decimal('3.14159'))
t(lambda: c.add('1', 2))
