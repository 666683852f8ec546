# uncaught: bytes(1, 2, 3, 4)
bytes(1, 2, 3, 4)
