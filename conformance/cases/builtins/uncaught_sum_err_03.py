# uncaught: sum([bytearray(b'a')], bytearray())
sum([bytearray(b'a')], bytearray())
