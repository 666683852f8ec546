# uncaught: b'hello'.find(256)
b'hello'.find(256)
