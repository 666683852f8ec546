# repr() of every core type, including nested strings
for v in ("s", ["a", 'b"'], ("x",), {"k": "v"}, {"only"}, frozenset({"f"}), b"a'b", bytearray(b"\x00"), None, 0.0, range(0, -5, -1), slice(1, None, -1), type(1).__name__):
    print(repr(v))
