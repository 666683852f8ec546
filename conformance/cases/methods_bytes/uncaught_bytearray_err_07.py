# uncaught: bytearray(b'a').pop(5)
bytearray(b'a').pop(5)
