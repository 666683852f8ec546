# uncaught: int('1e5')
int('1e5')
