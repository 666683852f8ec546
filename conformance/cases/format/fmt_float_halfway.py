# exact binary values: halfway cases round to even in decimal, others correctly
for v in (0.5, 1.5, 2.5, 3.5, 0.25, 0.75, 0.125, 0.625, 1.375, 2.675, 1.115, 0.045, 1e23, 2**-20):
    print(v, [format(v, f".{p}f") for p in range(4)], [format(v, f".{p}e") for p in range(3)], format(v, ".2g"))
print(format(0.1, ".60f"))
print(format(5e-324, ".1100f")[-30:])
print(format(2**-1074, ".760e")[:40])
