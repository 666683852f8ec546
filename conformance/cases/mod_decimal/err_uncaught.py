# uncaught DivisionByZero from Decimal
from decimal import Decimal
print(Decimal(1) / Decimal(4))
Decimal(1) / 0
