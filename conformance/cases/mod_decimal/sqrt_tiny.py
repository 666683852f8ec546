# Decimal square roots of tiny and huge values
from decimal import Decimal
print(Decimal('1e-999999999').sqrt(), Decimal('1e-100').sqrt(), Decimal('4e-1000').sqrt(), Decimal('1e99999').sqrt())
