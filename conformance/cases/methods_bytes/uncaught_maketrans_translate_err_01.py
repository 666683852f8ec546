# uncaught: bytes.maketrans(b'a', b'cd')
bytes.maketrans(b'a', b'cd')
