# Decimal signals raised by arithmetic
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

t(lambda: Decimal(1) / 0)
t(lambda: Decimal(0) / 0)
t(lambda: Decimal(1) % 0)
t(lambda: Decimal(1) // 0)
t(lambda: Decimal(0) // 0)
t(lambda: Decimal(-1).sqrt())
t(lambda: Decimal('inf') - Decimal('inf'))
t(lambda: Decimal('inf') * 0)
t(lambda: Decimal('1e999999') * 10)
t(lambda: Decimal('sNaN') + 1)
t(lambda: Decimal('NaN') + 1)
t(lambda: Decimal(1) + 1.5)
t(lambda: 1.5 * Decimal(1))
t(lambda: Decimal(1) + 'a')
t(lambda: Decimal(10) ** 0.5)
t(lambda: Decimal(1) + 1j)
t(lambda: Decimal(10) ** 1000000000)
try:
    Decimal(1) / 0
except ZeroDivisionError as e:
    print('ZeroDivisionError', type(e).__name__, e.args)
try:
    Decimal(0) / 0
except ArithmeticError as e:
    print('ArithmeticError', type(e).__name__, isinstance(e, ZeroDivisionError), isinstance(e, InvalidOperation))
