# uncaught: bytes([1], 'ascii')
bytes([1], 'ascii')
