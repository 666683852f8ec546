# Fraction from ints: normalisation and signs
from fractions import Fraction
for a, b in [(3, 4), (6, 8), (-6, 8), (6, -8), (-6, -8), (0, 5), (0, -5), (10, 1), (2**70, 2**68), (7, 7)]:
    f = Fraction(a, b)
    print(f, repr(f), f.numerator, f.denominator)
print(Fraction(), Fraction(5), Fraction(-5), Fraction(True), Fraction(True, True))
