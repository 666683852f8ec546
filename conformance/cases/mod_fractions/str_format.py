# Fractions in format strings and containers
from fractions import Fraction as F
f = F(22, 7)
print(f'{f}', f'{f!r}', '%s' % f, str([f, F(1)]), {'x': f})
print(format(f, ''), '{:>10}'.format(str(f)))
