# uncaught: bytes(-1)
bytes(-1)
