# Fraction comparisons with int, float (exact, inf, nan), Fraction
from fractions import Fraction as F
inf, nan = float('inf'), float('nan')
a = F(1, 3)
for y in [F(1, 3), F(2, 6), F(1, 2), 0, 1, 0.5, 1/3, 0.3333333333333333, inf, -inf, nan, True]:
    print(repr(y), a == y, a != y, a < y, a <= y, a > y, a >= y, y == a, y < a)
print(F(1, 2) == 0.5, F(1, 2) == 0.5 + 0j, F(1, 2) == 1j, F(0) == False, F(1) == True)
print(F(1, 10) == 0.1, F(3602879701896397, 36028797018963968) == 0.1)
print(sorted([F(1, 2), 0.25, 1, F(-1, 3), -0.5]))
print(max(F(1, 2), F(2, 3)), min(F(5), 4.5))
