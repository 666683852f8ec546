# uncaught: b'abc'.translate(b'x')
b'abc'.translate(b'x')
