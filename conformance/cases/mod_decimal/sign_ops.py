# copy_sign, copy_abs, copy_negate, max, min, compare, same_quantum
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

a, b = Decimal('-1.5'), Decimal('2.50')
print(a.copy_abs(), a.copy_negate(), b.copy_negate(), a.copy_sign(b), b.copy_sign(a), b.copy_sign(-1))
print(a.max(b), a.min(b), Decimal('1').max(Decimal('1.0')), Decimal('1').min(Decimal('1.0')), Decimal(2).max(3), Decimal(2).min(-3))
print(Decimal('nan').max(Decimal(1)), Decimal(1).min(Decimal('nan')), Decimal('-0').max(Decimal('0')), Decimal('-0').min(Decimal('0')))
print(a.compare(b), b.compare(a), b.compare(Decimal('2.5')), Decimal('nan').compare(Decimal(1)))
print(a.same_quantum(b), Decimal('1.0').same_quantum(Decimal('2.0')), Decimal('inf').same_quantum(Decimal('-inf')))
print(a.max_mag(b), a.min_mag(b), Decimal(-3).max_mag(2), Decimal(-3).min_mag(3))
print(Decimal(3).compare_total(Decimal('3.0')), Decimal('3.0').compare_total(Decimal(3)), Decimal(-1).compare_total(Decimal(1)))
print(Decimal(1).scaleb(3), Decimal('1.5').scaleb(-2), Decimal(12345).logb(), Decimal('0.001').logb())
t(lambda: a.max(1.5))
