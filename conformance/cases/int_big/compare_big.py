# comparisons of big ints with small ints and floats
print(2**64 > 2**63, -(2**64) < -(2**63), 2**64 == 18446744073709551616, 2**100 > 1e30, 2**100 < 1e31, 2**64 == 2.0**64)
