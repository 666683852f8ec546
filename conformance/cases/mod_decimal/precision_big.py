# large precisions and big numbers
from decimal import *
getcontext().prec = 100
print(Decimal(1) / Decimal(7))
print(Decimal(2).sqrt())
print(Decimal(2) ** 200)
getcontext().prec = 28
print(Decimal(2) ** 200)
print(Decimal(3) ** Decimal(100))
print(Decimal(10**50 + 1) * 1)
print(Decimal(10**50 + 1) + 0)
print(Decimal('1e-5') * Decimal('1e-5'), Decimal('1e500') * Decimal('1e400'))
