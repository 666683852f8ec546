# uncaught: b'a'.decode('nope')
b'a'.decode('nope')
