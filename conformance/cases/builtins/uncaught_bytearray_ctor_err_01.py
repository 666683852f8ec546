# uncaught: bytearray('abc')
bytearray('abc')
