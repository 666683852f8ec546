# uncaught: bytes(None)
bytes(None)
