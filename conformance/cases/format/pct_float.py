# printf-style float conversions
for v in (0.0, -0.0, 1.5, 2.5, 1234.5678, 1e-7, 1e22, float("inf"), float("nan")):
    print("%f|%.2f|%e|%.3E|%g|%G|%10.3f|%-10.1e|%+.0f|%#.0f" % ((v,) * 10))
