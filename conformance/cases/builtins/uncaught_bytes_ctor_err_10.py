# uncaught: bytes(x=1)
bytes(x=1)
