# uncaught: b'h\xe9'.decode('ascii')
b'h\xe9'.decode('ascii')
