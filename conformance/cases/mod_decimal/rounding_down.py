# quantize, division and to_integral under ROUND_DOWN
from decimal import *
getcontext().rounding = ROUND_DOWN
vals = ['0.5', '1.5', '2.5', '-0.5', '-1.5', '1.449', '1.451', '-2.675', '0.045', '5.05', '-0.0001', '9.995', '0', '-0']
print([str(Decimal(v).quantize(Decimal('0.1'))) for v in vals])
print([str(Decimal(v).quantize(Decimal('1'))) for v in vals])
print([str(Decimal(v).to_integral_value()) for v in vals])
getcontext().prec = 4
print([str(Decimal(a) / Decimal(b)) for a, b in [(1, 3), (2, 3), (-1, 3), (-2, 3), (1, 7), (10, 6), (5, 8000), (-99999, 1)]])
print([str(Decimal(a) * Decimal(b)) for a, b in [('1.2345', 1), ('9.9995', 1), ('-1.00005', 1), ('123.45', '0.1')]])
print(getcontext())
