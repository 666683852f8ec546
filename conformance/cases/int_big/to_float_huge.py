# float of a big but representable int
print(float(2**64), float(10**20), float(2**1023), float(-(2**63)), float(2**53 + 1))
