# uncaught: b'h\xe9'.decode('utf-8')
b'h\xe9'.decode('utf-8')
