# exponent formatting
for v in (0.0, 1.0, 12345.6789, -0.000123, 1e-300, 5e-324, 1.7976931348623157e308):
    print([format(v, s) for s in ("e", ".0e", "#.0e", ".3E", "+.10e", "12.2e")])
