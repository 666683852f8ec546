# min and max mixing big ints and floats
print(max(2**64, 1.8e19), min(-(2**64), -1.8e19), max([2**63, 2**63 - 1, 9.2e18]), sorted([2**64, 1e19, 2**63, -(2**63)]))
