# print with sep and end
print("a", "b", "c", sep="-")
print("x", end="!")
print("y", end="")
print()
print("p", "q", sep="", end="\n\n")
print(1, 2, sep=None, end=None)
print()
print(sep="x")
