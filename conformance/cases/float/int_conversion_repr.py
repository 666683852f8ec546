# str() of floats that look like ints
print(str(3.0), str(-3.0), str(1e100), str(12345678901234567.0), str(1234567890123456.0), str(0.1 ** 10))
