# uncaught: bytearray(b'a').append('a')
bytearray(b'a').append('a')
