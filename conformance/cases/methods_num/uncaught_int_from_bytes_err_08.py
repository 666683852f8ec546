# uncaught: int.from_bytes(b'', foo=1)
int.from_bytes(b'', foo=1)
