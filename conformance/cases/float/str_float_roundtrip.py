# float(repr(x)) round-trips
for x in (0.1, 1/3, 2**0.5, 1e-300, 123456.789e10, -2.5e-8):
    print(repr(x), float(repr(x)) == x)
