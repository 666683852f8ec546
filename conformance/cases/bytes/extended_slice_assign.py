# Extended-slice assignment to a bytearray: no bytes (or an empty
# iterable) deletes the slice; otherwise the sizes must match.
def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)


def assign(data, key, value):
    def run():
        b = bytearray(data)
        b[key] = value
        return b
    return run


for key in [slice(0, None, -1), slice(None, None, -1), slice(None, None, 2),
            slice(5, 0, -2), slice(1, 1, -1), slice(None, None, 3),
            slice(-2, None, -3), slice(10, 20, 2), slice(None, None, 1)]:
    for value in [b"", [], bytearray(), (), b"xy", b"XYZ", [1, 2], iter([]), "", 5]:
        show(assign(b"abcdef", key, value))


def self_assign():
    b = bytearray(b"abcdef")
    b[::2] = b[1::2]
    b[::-1] = b
    return b


show(self_assign)


def delete():
    b = bytearray(b"abcdefgh")
    del b[::-3]
    del b[1:1:-1]
    return b


show(delete)
