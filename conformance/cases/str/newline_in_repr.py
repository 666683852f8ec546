# repr of multi-line strings
s = "line1\nline2\n"
print(repr(s))
print([s])
