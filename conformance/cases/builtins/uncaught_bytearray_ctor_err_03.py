# uncaught: bytearray([-1])
bytearray([-1])
