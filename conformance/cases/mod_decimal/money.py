# typical money computations
from decimal import Decimal, ROUND_HALF_UP
prices = [Decimal('19.99'), Decimal('5.01'), Decimal('0.10'), Decimal('100')]
total = sum(prices)
print(total, total * Decimal('1.0825'), (total * Decimal('1.0825')).quantize(Decimal('0.01'), rounding=ROUND_HALF_UP))
print(sum(prices, Decimal(0)) / len(prices))
rate = Decimal('0.05') / 12
bal = Decimal('1000.00')
for m in range(12):
    bal = (bal * (1 + rate)).quantize(Decimal('0.01'))
print(bal)
print([str(p * 3) for p in prices])
