# Decimal from strings
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)
from decimal import *

for s in ['1.10', '0', '-0', '0.000', '-0.00', '1e3', '1E+3', '1e-3', '123.456e-10', '  3.5  ', '1_000.5', '.5', '5.', '-.5e-2',
          'NaN', 'nan', '-NaN', 'sNaN', 'NaN123', 'Infinity', 'inf', '-Inf', '+INFINITY', '1e999999999', '0e-5000',
          '٣.١٤', '12345678901234567890123456789012345', '0.1000', '1.5 e3', 'abc', '', '1_', '_1', '1__0', '1.2.3', 'e5', '--1']:
    t(lambda: Decimal(s))
