# bytes.maketrans and translate
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bytes.maketrans(b'ab', b'cd')[97:100])
t(lambda: b'abc'.translate(bytes.maketrans(b'a', b'z')))
t(lambda: b'abc'.translate(None, b'b'))
t(lambda: b'abc'.translate(None))
t(lambda: b'abc'.translate(None, delete=b'a'))
t(lambda: bytearray(b'abc').translate(bytes.maketrans(b'a', b'z')))
t(lambda: bytearray.maketrans(bytearray(b'a'), b'b')[97])
t(lambda: b'a'.maketrans(b'', b'') == bytes(range(256)))
