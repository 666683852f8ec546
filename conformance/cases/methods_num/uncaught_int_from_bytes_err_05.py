# uncaught: int.from_bytes([256])
int.from_bytes([256])
