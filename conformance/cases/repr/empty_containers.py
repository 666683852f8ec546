# repr of empty containers
print(repr([]), repr(()), repr({}), repr(set()), repr(frozenset()), repr(""), repr(b""), repr(bytearray()), repr(range(0)))
