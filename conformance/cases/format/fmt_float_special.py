# inf, nan and signed zero with signs, padding, z and case
inf, nan = float("inf"), float("nan")
for v in (inf, -inf, nan, -nan, 0.0, -0.0):
    print([format(v, s) for s in ("", "f", "F", "e", "E", "G", "+", " ", "010", "<8", "z", "z.2f", "+.1%")])
