# str.format attribute lookups
print("{0.__class__.__name__}".format(1.5))
print("{.__name__}".format(int))
print("{x.real} {x.imag}".format(x=3 + 4j))
print("{0.real:>6}".format(7))
