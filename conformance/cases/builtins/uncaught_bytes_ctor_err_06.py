# uncaught: bytes('é', 'ascii')
bytes('é', 'ascii')
