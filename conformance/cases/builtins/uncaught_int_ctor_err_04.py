# uncaught: int('_1')
int('_1')
