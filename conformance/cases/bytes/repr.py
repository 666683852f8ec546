# repr of bytes with non-printable and quote characters
print(repr(b"\x00\x7f\x80\xff"), repr(b"it's"), repr(b'"q"'), repr(b"\n\t\\"), b"", bytes(3), bytes([65, 66]))
