# bytes compare and equality with str
print(b"a" == "a", b"a" < b"b", b"abc" == b"abc", b"" < b"\x00")
