# printf-style ints from floats and bools, big ints, precision on ints
print("%d %d %i" % (3.99, -3.99, True))
print("%.5d|%8.3d|%-8.3x|%#.4o" % (42, 42, 255, 8))
print("%d" % 2**100, "%x" % -2**70)
