# uncaught: bytearray(b'a').extend(['a'])
bytearray(b'a').extend(['a'])
