# float() of ints and bools
print(float(1), float(-7), float(True), float(0), float(10**16), float(2**53 + 1))
