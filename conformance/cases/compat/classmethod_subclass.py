# builtin class methods (fromhex, from_bytes, fromkeys) called on a subclass return the subclass
class B(bytes):
    pass


class BA(bytearray):
    pass


class I(int):
    pass


class F(float):
    pass


class D(dict):
    pass


class Loud(dict):
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v * 2)


class Wrapped(int):
    def __new__(cls, v):
        print("Wrapped.__new__", v)
        return super().__new__(cls, v + 1)


for r in (
    B.fromhex("6162"),
    BA.fromhex("6162"),
    bytes.fromhex("61"),
    bytearray.fromhex("61"),
    I.from_bytes(b"\x01\x00", "big"),
    I.from_bytes(b"\xff", "little", signed=True),
    int.from_bytes(b"\x02", "big"),
    bool.from_bytes(b"\x00", "big"),
    F.fromhex("0x1.8p1"),
    float.fromhex("0x1p-1"),
    D.fromkeys("ab"),
    D.fromkeys([1, 2], 0),
    dict.fromkeys("x"),
    Loud.fromkeys([1, 2], 5),
    Wrapped.from_bytes(b"\x05", "big"),
    B(b"").fromhex("41"),
    D().fromkeys([3]),
    I(0).from_bytes(b"\x03", "big"),
):
    # (bytes(r): the repr of a bytearray subclass is another matter)
    print(type(r).__name__, bytes(r) if isinstance(r, bytearray) else r)
print(B.fromhex.__qualname__, D.fromkeys.__qualname__)
print({}.fromkeys([1]), type(D.fromkeys([])).__name__)
try:
    B.fromhex("zz")
except ValueError as e:
    print("ValueError", e)
