# uncaught: bytes.maketrans(b'a')
bytes.maketrans(b'a')
