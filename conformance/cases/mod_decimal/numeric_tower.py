# Decimal and the numeric tower, type names in errors
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

import numbers
d = Decimal(1)
print(isinstance(d, numbers.Number), isinstance(d, numbers.Real), isinstance(d, numbers.Rational))
print(d.real, d.imag, d.conjugate(), type(d).__name__, Decimal(10).radix())
t(lambda: d + [1])
t(lambda: d < None)
t(lambda: d ** 'a')
t(lambda: divmod(d, 1.5))
import copy
print(copy.copy(d) is d, copy.deepcopy(Decimal('2.5')))
class MyDec(Decimal):
    pass
m = MyDec('1.5')
print(type(m).__name__, repr(m), m + 1, type(m + 1).__name__)
