# Fractions in sums, statistics-like uses
from fractions import Fraction as F
xs = [F(1, n) for n in range(1, 11)]
s = sum(xs)
print(s, float(s))
print(sum(xs, F(0)) / len(xs))
h = F(0)
for n in range(1, 30):
    h += F(1, n * n)
print(h.denominator.bit_length(), float(h))
print(sorted(xs)[:3], max(xs), min(xs))
