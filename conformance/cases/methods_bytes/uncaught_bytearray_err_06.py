# uncaught: bytearray(b'a').extend(1)
bytearray(b'a').extend(1)
