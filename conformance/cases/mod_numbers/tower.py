# isinstance checks against the numeric tower
import numbers
for v in (1, True, 1.5, 2j, 'x', None):
    print(repr(v), [isinstance(v, c) for c in (numbers.Number, numbers.Complex, numbers.Real, numbers.Rational, numbers.Integral)])
print(issubclass(int, numbers.Integral), issubclass(float, numbers.Rational), issubclass(bool, numbers.Number))
print(issubclass(numbers.Integral, numbers.Number), numbers.Real.__mro__[1].__name__)
