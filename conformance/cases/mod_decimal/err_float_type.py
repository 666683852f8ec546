# uncaught TypeError on Decimal + float
from decimal import Decimal
Decimal('1.5') + 0.5
