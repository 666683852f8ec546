# uncaught: int('1', foo=1)
int('1', foo=1)
