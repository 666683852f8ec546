# the z flag (3.11) coerces negative zero after rounding
for v in (-0.0, -0.001, -0.004, -0.005, -0.5, -1e-300):
    print([format(v, s) for s in ("z.2f", ".2f", "z", "z.1e", "z.0f", "+z.1f", "z.3g", "z%")])
