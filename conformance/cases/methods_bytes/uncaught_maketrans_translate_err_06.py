# uncaught: b'abc'.translate(1)
b'abc'.translate(1)
