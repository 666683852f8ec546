# in-place operators on Fractions
from fractions import Fraction as F
x = F(1)
x += F(1, 2); print(x)
x -= 1; print(x)
x *= 3; print(x)
x /= F(3, 4); print(x)
x **= 2; print(x)
x //= F(1, 3); print(repr(x))
x %= 7; print(repr(x))
x += 0.5; print(repr(x))
