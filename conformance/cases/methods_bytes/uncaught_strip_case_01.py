# uncaught: b'ab'.strip('a')
b'ab'.strip('a')
