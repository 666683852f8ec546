# uncaught: int.from_bytes(b'\x01', 'x')
int.from_bytes(b'\x01', 'x')
