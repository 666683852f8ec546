# membership on ranges
r = range(0, 100, 7)
print(49 in r, 50 in r, -7 in r, 98 in r, 105 in r, 7.0 in r, True in range(2))
