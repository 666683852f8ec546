# Fraction powers with int, Fraction and float exponents
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction as F
t(lambda: F(2, 3) ** 3)
t(lambda: F(2, 3) ** -3)
t(lambda: F(-2, 3) ** -3)
t(lambda: F(-2, 3) ** 0)
t(lambda: F(4, 9) ** F(1, 2))
t(lambda: F(4, 9) ** F(2))
t(lambda: F(4, 9) ** 0.5)
t(lambda: 2 ** F(3))
t(lambda: 2 ** F(-3))
t(lambda: 4 ** F(1, 2))
t(lambda: 2.0 ** F(1, 2))
t(lambda: F(-8) ** F(1, 3))
t(lambda: F(2) ** 100)
t(lambda: (1 + 1j) ** F(2))
t(lambda: pow(F(2), 3))
t(lambda: F(1, 2) ** (1 + 0j))
