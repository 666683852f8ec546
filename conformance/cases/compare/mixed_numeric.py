# comparisons between int, float, bool
print(1 == 1.0, True == 1, False == 0.0, 2 > 1.5, -1 < False, 10**20 > 1e19, 10**20 == 1e20)
print(2**53 + 1 == float(2**53 + 1), 2**53 + 1 > float(2**53))
