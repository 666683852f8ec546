# sets remove duplicates across numeric types
print(len({1, 1.0, True, 2, 2.0}), sorted({-1, -1.0, 0, False, 0.0}), {0, -0.0})
