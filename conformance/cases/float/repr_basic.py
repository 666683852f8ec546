# repr of common floats is the shortest round-tripping string
for x in (0.1, 0.5, 1.0, 2.5, 100.0, 1/3, 2/3, 0.1 + 0.2, 1.1, 3.14159, 1e16, 1e15, 123456789012345678.0, 1e-5, 1e-4, 0.0001234, 1e22, 1e-7, 5e-324, 1.7976931348623157e308):
    print(repr(x), str(x))
