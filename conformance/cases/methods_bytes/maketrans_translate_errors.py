# bytes.maketrans and translate errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bytes.maketrans(b'a', b'cd'))
t(lambda: bytes.maketrans('a', 'b'))
t(lambda: bytes.maketrans(b'a'))
t(lambda: b'abc'.translate(b'x'))
t(lambda: b'abc'.translate())
t(lambda: b'abc'.translate(1))
t(lambda: b'abc'.translate(None, 'a'))
t(lambda: b'abc'.translate(None, b'a', b'c'))
t(lambda: b'a'.translate(table=None))
