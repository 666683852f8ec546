# uncaught: int.from_bytes()
int.from_bytes()
