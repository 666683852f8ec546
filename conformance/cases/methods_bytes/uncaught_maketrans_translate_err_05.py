# uncaught: b'abc'.translate()
b'abc'.translate()
