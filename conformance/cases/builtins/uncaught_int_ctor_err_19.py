# uncaught: int(b'abc')
int(b'abc')
