# exp, ln, log10, sqrt and powers at precision 45
from decimal import *
getcontext().prec = 45
for s in ['0.5', '2', '3.7', '10', '0.001', '12345', '1E+10']:
    d = Decimal(s)
    print(s, d.exp(), d.ln(), d.log10(), d.sqrt())
print(Decimal(2) ** Decimal('0.5'), Decimal('1.5') ** Decimal('2.5'), Decimal(10) ** -5, Decimal('0.9') ** 50)
