# uncaught: bytes.fromhex(1)
bytes.fromhex(1)
