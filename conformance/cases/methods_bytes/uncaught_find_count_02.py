# uncaught: b'hello'.find('l')
b'hello'.find('l')
