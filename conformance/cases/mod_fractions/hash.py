# hash of Fraction equals hash of equal int/float
from fractions import Fraction as F
print(hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(-1)) == hash(-1))
for f in [F(1, 2), F(1, 3), F(-1, 3), F(2**64, 3), F(1, 2**61 - 1), F(-7, 2**61 - 1), F(0), F(-1), F(10**20, 7)]:
    print(f, hash(f))
print(len({F(1, 2), 0.5, F(2, 4), F(1)}), {F(1): 'a'}[1])
