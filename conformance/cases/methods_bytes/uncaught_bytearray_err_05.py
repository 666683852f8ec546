# uncaught: bytearray(b'a').insert(0)
bytearray(b'a').insert(0)
