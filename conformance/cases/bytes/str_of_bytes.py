# str() of bytes is its repr
print(str(b"a"), str(bytearray()), [b"x", bytearray(b"y")])
