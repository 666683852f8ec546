# strings containing astral characters
s = "a😀b"
print(len(s), s[1], s[2], repr(s[1:2]))
