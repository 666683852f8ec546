# subclassing Fraction and class attributes
from fractions import Fraction
import numbers
class G(Fraction):
    pass
g = G(3, 6)
print(repr(g), type(g).__name__, type(g + 1).__name__, type(+g).__name__)
print(isinstance(Fraction(1), numbers.Rational), isinstance(Fraction(1), numbers.Number), issubclass(Fraction, numbers.Real))
print(Fraction.__name__, Fraction(1, 2).__class__.__name__)
import copy
f = Fraction(1, 3)
print(copy.copy(f) is f, copy.deepcopy(f) == f)
