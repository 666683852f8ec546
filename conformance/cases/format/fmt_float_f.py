# fixed-point formatting, correctly rounded at any precision
for v in (0.5, 1.5, 2.5, 0.125, 0.375, 2.675, 1.005, 99.995, 1e22, 5e-324, 0.1):
    print([format(v, f".{p}f") for p in (0, 1, 2, 3, 5)], format(v, ".30f"))
print(format(1.0, "#.0f"), format(-1.0, ".0f"), format(1e300, ".2f")[:20])
