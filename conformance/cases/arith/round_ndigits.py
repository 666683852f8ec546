# round with ndigits on floats
print(round(3.14159, 3), round(3.14159, 0), round(-3.14159, 1), round(12345.678, -2), round(0.125, 2))
