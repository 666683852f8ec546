# float, complex, bool, str, repr, as_integer_ratio
from fractions import Fraction as F
for f in [F(1, 3), F(-2, 3), F(0), F(10**30, 3), F(1, 10**400), F(3, 1)]:
    print(float(f), complex(f), bool(f), str(f), repr(f), f.as_integer_ratio())
print(F(1, 2).real, F(1, 2).imag, F(1, 2).conjugate(), abs(F(-3, 4)), -F(3, 4), +F(3, 4))
print(float(F(10**400, 10**399)))
