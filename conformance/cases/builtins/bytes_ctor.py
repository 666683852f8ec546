# bytes constructor forms
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: bytes())
t(lambda: bytes(3))
t(lambda: bytes(b'ab'))
t(lambda: bytes([65, 66]))
t(lambda: bytes('héllo', 'utf-8'))
t(lambda: bytes('abc', encoding='ascii'))
t(lambda: bytes(bytearray(b'xy')))
t(lambda: bytes(range(65, 70)))
t(lambda: bytes('ab', 'ascii', 'strict'))
t(lambda: bytes('é', 'ascii', 'ignore'))
t(lambda: bytes('é', 'ascii', 'replace'))
t(lambda: bytes(iter([1, 2])))
