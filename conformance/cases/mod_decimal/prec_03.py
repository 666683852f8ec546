# divisions and roots at precision 3
from decimal import *
getcontext().prec = 3
for a in [1, 2, 10, 22, 355]:
    for b in [3, 7, 113, 9]:
        print(a, b, Decimal(a) / Decimal(b), Decimal(a).sqrt(), Decimal(a) * Decimal(b) / 7)
print(getcontext().flags[Inexact])
