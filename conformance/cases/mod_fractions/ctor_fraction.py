# Fraction of Fractions
from fractions import Fraction
print(repr(Fraction(Fraction(1, 7), 5)))
print(repr(Fraction(Fraction(1, 7), Fraction(2, 3))))
print(repr(Fraction(Fraction(3, 4))))
print(repr(Fraction(5, Fraction(3, 4))))
print(repr(Fraction(True, 3)))
