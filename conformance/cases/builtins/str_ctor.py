# str() conversions and decoding
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: str())
t(lambda: str(1))
t(lambda: str(1.5))
t(lambda: str([1, 'a']))
t(lambda: str(b'abc'))
t(lambda: str(b'abc', 'ascii'))
t(lambda: str(b'\xff', 'ascii', 'ignore'))
t(lambda: str(b'\xff', 'ascii', 'replace'))
t(lambda: str(object=5))
t(lambda: str(b'x', encoding='utf-8'))
t(lambda: str(bytearray(b'hi'), 'utf-8'))
t(lambda: str(None))
t(lambda: str(b'\xc3\xa9', 'utf-8'))
t(lambda: str(b'\xc3\xa9', 'latin-1'))
