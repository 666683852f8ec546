# bitwise and of negative big ints
print(-(2**64) & (2**65 - 1), -(2**64) | 1, -(2**64) ^ -1, ~(2**64), (-(2**100)) >> 90)
