# uncaught: bytearray(b'a').remove(98)
bytearray(b'a').remove(98)
