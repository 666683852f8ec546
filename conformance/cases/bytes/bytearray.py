# bytearray is mutable
ba = bytearray(b"abc")
ba[0] = 65
ba.append(100)
print(ba, len(ba), ba[1], ba[1:], bytes(ba), ba == b"Abcd")
del ba[0]
print(ba)
