# uncaught: bytes.maketrans('a', 'b')
bytes.maketrans('a', 'b')
