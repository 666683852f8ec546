# uncaught: hash(bytearray())
hash(bytearray())
