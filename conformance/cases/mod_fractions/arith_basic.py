# Fraction arithmetic with Fraction and int
from fractions import Fraction as F
a, b = F(1, 3), F(-5, 6)
for x, y in [(a, b), (a, 2), (3, b), (F(7, 2), F(7, 2)), (F(2**65, 3), F(1, 2**65))]:
    print(repr(x + y), repr(x - y), repr(x * y), repr(x / y))
    print(repr(x // y), repr(x % y), repr(divmod(x, y)))
