# float with no presentation type: repr, or 'g'-like with at least one decimal
for v in (1.0, 1e16, 123.0, 12.0, 0.1, 1.5e-7, 123456789.0, 1e22, 3.14159):
    print([format(v, s) for s in ("", ">1", ".3", ".1", ".17", "10", "+", ",")])
