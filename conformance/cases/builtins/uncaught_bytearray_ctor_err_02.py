# uncaught: bytearray([256])
bytearray([256])
