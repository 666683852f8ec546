# uncaught: bytearray().pop()
bytearray().pop()
