# percent formatting
for v in (0.0, 0.5, 1.0, 0.12345, 1 / 3, -0.005, 12.5):
    print([format(v, s) for s in ("%", ".0%", ".2%", "+.1%", ">10.1%", "#.0%", ",.2%")])
