# uncaught: int('1.5')
int('1.5')
