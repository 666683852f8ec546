# str, bytes and bytearray never match sequence patterns
for x in ["ab", b"ab", bytearray(b"ab"), ["a", "b"]]:
    match x:
        case [a, b]:
            print("sequence", repr(x))
        case _:
            print("not a sequence", repr(x))
