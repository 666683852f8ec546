# format() of ints: sign, alternate form, zero padding, grouping
for spec in ("+", " ", "-", "#x", "#X", "#o", "#b", "08", "+08", "#010x", "=+10", "010,",
             "015_", ",", "_", "_x", "_b", "#_X", "*>+12,", "^+9", "<10_"):
    print(repr(spec), [format(v, spec) for v in (0, 7, -1234567, 2**64)])
