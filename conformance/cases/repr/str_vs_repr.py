# str vs repr of strings and floats at top level and nested
s = "hi"
print(s, repr(s), [s], str([s]), 1.0, repr(1.0))
