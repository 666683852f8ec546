# bytes constructor errors
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bytes('abc'))
t(lambda: bytes(-1))
t(lambda: bytes([300]))
t(lambda: bytes(1.5))
t(lambda: bytes([1], 'ascii'))
t(lambda: bytes('é', 'ascii'))
t(lambda: bytes('a', 'nope'))
t(lambda: bytes(None))
t(lambda: bytes(1, 2, 3, 4))
t(lambda: bytes(x=1))
