# uncaught Fraction ZeroDivisionError
from fractions import Fraction
print(Fraction(1, 2))
Fraction(5, 0)
