# uncaught: bytes([300])
bytes([300])
