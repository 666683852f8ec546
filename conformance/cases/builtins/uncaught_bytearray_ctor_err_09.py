# uncaught: bytearray([1, 'a'])
bytearray([1, 'a'])
