# uncaught: bytearray(1.5)
bytearray(1.5)
