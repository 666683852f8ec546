# switch between fixed and exponent notation
for e in range(-6, 18):
    print(10.0 ** e, 1.5 * 10.0 ** e)
