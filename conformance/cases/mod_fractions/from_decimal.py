# Fraction.from_decimal and Fraction(Decimal)
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction as F
from decimal import Decimal as D
t(lambda: F(D('1.25')))
t(lambda: F(D('-0.001')))
t(lambda: F(D('1e5')))
t(lambda: F.from_decimal(D('3.1415')))
t(lambda: F.from_decimal(3))
t(lambda: F.from_decimal(0.5))
t(lambda: F(D('inf')))
t(lambda: F(D('nan')))
t(lambda: F.from_decimal(D('-inf')))
