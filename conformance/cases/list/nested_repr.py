# repr of nested lists with mixed content
print([[1, [2, [3, []]]], ("a",), {"k": [None]}, 1.0, -0.0, "x'y"])
