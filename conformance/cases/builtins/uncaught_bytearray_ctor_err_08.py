# uncaught: bytearray('é', 'ascii')
bytearray('é', 'ascii')
