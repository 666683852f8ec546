# uncaught: bytes('abc')
bytes('abc')
