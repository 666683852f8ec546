# bytes.decode with codecs and error handlers
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
t(lambda: b'h\xc3\xa9'.decode())
t(lambda: b'h\xc3\xa9'.decode('utf-8'))
t(lambda: b'h\xe9'.decode('latin-1'))
t(lambda: b'h\xe9'.decode('utf-8', 'replace'))
t(lambda: b'h\xe9'.decode('utf-8', 'ignore'))
t(lambda: b'h\xe9'.decode('utf-8', 'backslashreplace'))
t(lambda: b'\xff\xfea\x00'.decode('utf-16'))
t(lambda: b'a\x00'.decode('utf-16-le'))
t(lambda: b'h\xe9'.decode('utf-8'))
t(lambda: b'h\xe9'.decode('ascii'))
t(lambda: b'a'.decode('nope'))
t(lambda: bytearray(b'ab').decode())
