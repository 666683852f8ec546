# Decimal hashes equal those of equal ints and floats
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

for s in ['1', '-1', '0.5', '1.5', '1e3', '1000', '0.1', '-0', '2.5e-10', '123456789.123456789', 'inf', '-inf', '1E+100']:
    d = Decimal(s)
    print(s, hash(d))
print(hash(Decimal(1)) == hash(1), hash(Decimal('0.5')) == hash(0.5), hash(Decimal('1.0')) == hash(Decimal('1.00')))
print(len({Decimal('1'), Decimal('1.0'), 1, 1.0}), {Decimal(2): 'x'}[2])
t(lambda: hash(Decimal('snan')))
