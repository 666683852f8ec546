# to-sci-string and to-eng-string rules
from decimal import Decimal
for s in ['123', '-123', '1.23E+3', '1.23E+5', '12.3E-9', '-123E-12', '7E-7', '0.00000123', '0.0000001', '123E+0', '-1.23E-10',
          '0E+2', '0E-7', '-0E+3', '0.000000', '1E+6', '12E+2', '1E-6', '0.00', '1234567E-13', '5E+15', '1E+18', '100E-4']:
    d = Decimal(s)
    print(s, str(d), repr(d), d.to_eng_string(), d.adjusted(), d.as_tuple())
