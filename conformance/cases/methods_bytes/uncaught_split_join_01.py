# uncaught: b'a'.split(b'')
b'a'.split(b'')
