# uncaught: b'a'.split(',')
b'a'.split(',')
