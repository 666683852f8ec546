# str.format_map passes a missing key's error through, and fields run in order
print("{a}{b}".format_map({"a": 1, "b": 2}))
print("{a}{b}".format_map({"a": 1}))
