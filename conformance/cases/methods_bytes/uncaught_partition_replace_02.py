# uncaught: b'abc'.partition(b'')
b'abc'.partition(b'')
