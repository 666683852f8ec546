# multiplication past int64 is exact
a = 3037000500
print(a * a, (2**32) * (2**32), 123456789 * 987654321 * 1000000007, -(2**62) * 4)
