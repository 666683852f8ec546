# uncaught: int.from_bytes(b'', 'big', True)
int.from_bytes(b'', 'big', True)
