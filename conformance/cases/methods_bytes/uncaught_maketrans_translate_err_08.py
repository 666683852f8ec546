# uncaught: b'abc'.translate(None, b'a', b'c')
b'abc'.translate(None, b'a', b'c')
