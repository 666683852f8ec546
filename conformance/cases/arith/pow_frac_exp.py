# fractional exponents
print(4 ** 0.5, 8 ** (1/3), 2 ** 0.5, 100 ** 0.5)
print(2.0 ** 10, 0.5 ** 2)
