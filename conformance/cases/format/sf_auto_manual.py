# str.format with automatic and manual numbering
print("{} {} {}".format(1, "two", 3.0))
print("{0} {1} {0}".format("a", "b"))
print("{2}{1}{0}".format(*"xyz"))
print("{}".format(None), "{}".format([1, 2]), "{}".format((1,)))
print("{0}{0}".format("ab"))
