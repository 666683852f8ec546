# uncaught: bytearray(b'a').append(256)
bytearray(b'a').append(256)
