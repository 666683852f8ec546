# bools format as ints with a type, as str without; big ints
print(format(True), format(True, "d"), format(False, ">5"), format(True, ".2f"), format(True, "#x"))
big = 3**100
print(format(big, ","), format(-big, "_x"), format(big, "e"), format(big, ".3g"))
print(format(2**64, "#b")[:20], len(format(2**1000, "x")))
