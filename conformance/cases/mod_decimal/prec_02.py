# divisions and roots at precision 2
from decimal import *
getcontext().prec = 2
for a in [1, 2, 10, 22, 355]:
    for b in [3, 7, 113, 9]:
        print(a, b, Decimal(a) / Decimal(b), Decimal(a).sqrt(), Decimal(a) * Decimal(b) / 7)
print(getcontext().flags[Inexact])
