# uncaught DivisionUndefined
from decimal import Decimal
Decimal(0) / Decimal(0)
