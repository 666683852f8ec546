# uncaught: b'hello'.index(b'z')
b'hello'.index(b'z')
