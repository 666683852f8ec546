# building a unicode string char by char
s = ""
for cp in range(0x3b1, 0x3b1 + 5):
    s += chr(cp)
print(s, len(s), s[::-1], [ord(c) for c in s])
