# Fraction mixed with float and complex gives float/complex
from fractions import Fraction as F
a = F(1, 3)
for y in [0.5, -2.0, 1e-300]:
    print(repr(a + y), repr(y + a), repr(a - y), repr(y - a), repr(a * y), repr(a / y), repr(y / a))
    print(repr(a // y), repr(a % y), repr(divmod(a, y)), repr(y // a), repr(y % a))
print(repr(a + 1j), repr(1j + a), repr(a * (2 + 1j)), repr((1 + 1j) / a))
print(repr(a + True), repr(True - a))
