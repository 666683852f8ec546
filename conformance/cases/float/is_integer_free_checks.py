# float equality and int comparison
print(1.0 == 1, 0.1 * 3 == 0.3, 1e16 + 1 == 1e16, 2.0 ** 53 + 1 == 2.0 ** 53, float(2**63) == 2**63)
