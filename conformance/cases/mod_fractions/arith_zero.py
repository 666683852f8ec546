# Fraction division by zero messages
def t(f):
    try:
        r = f()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__, e)

from fractions import Fraction as F
t(lambda: F(1, 2) / 0)
t(lambda: F(3, 4) / F(0))
t(lambda: F(-3, 4) / 0)
t(lambda: F(0) / 0)
t(lambda: 5 / F(0))
t(lambda: F(1, 2) // 0)
t(lambda: F(1, 2) % 0)
t(lambda: divmod(F(1, 2), 0))
t(lambda: F(0) ** -1)
t(lambda: F(0) ** -2)
t(lambda: F(1, 2) / 0.0)
