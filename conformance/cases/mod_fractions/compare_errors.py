# Fraction ordering against unsupported types
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction as F
t(lambda: F(1) < 'a')
t(lambda: F(1) < 1j)
t(lambda: F(1) == 'a')
t(lambda: F(1) == None)
t(lambda: F(1) + 'a')
t(lambda: 'a' * F(2))
t(lambda: [1] + F(2))
