# Decimal arithmetic at default precision
from decimal import Decimal as D
a, b = D('1.1'), D('2.20')
print(a + b, a - b, a * b, a / b, b / a, a // b, a % b, divmod(a, b))
print(D(1) / D(3), D(2) / D(3), D(-2) / D(3), D(1) / D(4), D(6) / D(2), D(100) / D(10), D('1.00') / D('0.1'))
print(D('0.1') + D('0.2'), D('0.1') * 3, D('1.30') + D('1.20'), D('1.30') * D('1.20'), D(5) - D('5.00'))
print(D(7) // D(2), D(-7) // D(2), D(7) % D(-2), D(-7) % D(2), divmod(D(-7), D(2)), D('7.5') % D(2))
print(D(2) + 3, 3 + D(2), 10 - D('0.5'), 2 * D('1.25'), 1 / D(8), 7 // D(2), 7 % D(3), divmod(7, D(3)))
print(-D('1.50'), +D('1.50'), abs(D('-1.50')), -D(0), +D('-0'), abs(D('-0')))
