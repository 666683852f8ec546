# uncaught: int.from_bytes([-1])
int.from_bytes([-1])
