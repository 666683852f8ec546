# uncaught: int.from_bytes('ab')
int.from_bytes('ab')
