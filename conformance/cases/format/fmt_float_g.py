# general formatting: exponent threshold, trailing zeros, alternate form
for v in (0.0, 1e-5, 0.0001, 123456.0, 1234567.0, 1e16, 0.1, 100.0, 2.5):
    print([format(v, s) for s in ("g", ".3g", "#g", "#.3g", ".0g", "G", ".10g", "n")])
