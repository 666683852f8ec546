# uncaught: int('abc')
int('abc')
