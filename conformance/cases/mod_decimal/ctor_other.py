# Decimal from int, float, tuple, Decimal
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

for v in [0, 5, -17, 2**100, True, 0.5, 0.1, -0.0, 1e100, float('inf'), float('-inf'), float('nan'),
          (0, (1, 4, 1), -2), (1, (0, 0, 7), 3), (0, (), 0), (0, (0,), 'F'), (1, (), 'n'), (0, (1, 2), 'N'), [0, [1, 2], 5],
          Decimal('3.14')]:
    t(lambda: Decimal(v))
for v in [(1, (1, 2), 'x'), (2, (1, 2), 1), (0, (1, 12), 1), (0, (1, 2)), (0, 'ab', 1), (0, (1,), 1.5), [1], None, 1j, b'1']:
    t(lambda: Decimal(v))
print(Decimal.from_float(0.1), Decimal.from_float(5), Decimal.from_float(-0.0))
t(lambda: Decimal.from_float('1'))
