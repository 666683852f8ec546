# uncaught: b'abc'.translate(None, 'a')
b'abc'.translate(None, 'a')
