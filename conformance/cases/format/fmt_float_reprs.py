# float repr and str: shortest round-trip digits
for v in (0.1, 0.2 + 0.1, 1 / 3, 2 / 3, 1e16, 1e15, 123456789012345678.0, 1e-4, 1e-5,
          5e-324, 2.2250738585072014e-308, 1.7976931348623157e308, 9007199254740993.0, 8.41e21):
    print(repr(v), str(v), format(v, ""), f"{v}")
