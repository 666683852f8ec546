# uncaught: bytearray(1, 2, 3, 4)
bytearray(1, 2, 3, 4)
