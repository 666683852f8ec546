# uncaught: bytes(1.5)
bytes(1.5)
