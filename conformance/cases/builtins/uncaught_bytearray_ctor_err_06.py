# uncaught: bytearray(b'a', 'utf-8')
bytearray(b'a', 'utf-8')
