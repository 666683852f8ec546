# decimal's InvalidOperation from a conversion, uncaught
from decimal import Decimal
prices = ["1.50", "2.25", "n/a"]
print(sum(Decimal(p) for p in prices))
