# pow with modulus on big values
print(pow(2, 10**6, 10**9 + 7), pow(123456789, 2**70, 2**61 - 1), pow(-(2**70), 3, 1000))
