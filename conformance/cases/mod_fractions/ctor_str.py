# Fraction from strings
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction
for s in ['3/4', ' -1.5e3 ', '1_000/3', '1.25', '-.5', '5.', '1e-3', '+7', ' 3 / 6 ', '0.000', '1E+2', '123456789.123456789', '٣/٤', '3/-4', '3/', '/4', '1.5/2', 'abc', '', '1__0', '_1', '1_', 'inf', 'nan', '1e', '.', '1 /2', '1/ 2']:
    t(lambda: Fraction(s))
