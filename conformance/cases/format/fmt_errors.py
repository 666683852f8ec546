# format() errors, CPython's messages
cases = [(1.5, "d"), ("s", "+"), ("s", " "), ("s", "#"), ("s", "="), ("s", ","), (1, ".2"),
         (1, "z"), (1, "+c"), (1, "#c"), (-1, "c"), (1, ",c"), (1, "_n"), (1, ",_"),
         (1, "_,"), (1, "."), (1.5, "abc"), (1j, "0"), (1j, "="), (1j, "%"), ([], "x"),
         (None, ">3"), (2**1024, "f"), (1.0, ".99999999999f"), (1, "99999999999999999999"),
         ("s", "z"), (True, "s"), (1.5, "é")]
for v, spec in cases:
    try:
        print(repr(format(v, spec)))
    except Exception as e:
        print(type(e).__name__, e)
