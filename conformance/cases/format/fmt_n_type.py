# the 'n' type in the C locale: like 'd' and 'g' without grouping
for v in (0, 1234567, -98765, 2**64):
    print(format(v, "n"), format(v, ">12n"), format(v, "012n"), format(v, "+n"))
for v in (1234567.0, 0.000012345, 1e16, -2.5):
    print(format(v, "n"), format(v, ".3n"), format(v, "015n"), format(1j * v, "n"))
