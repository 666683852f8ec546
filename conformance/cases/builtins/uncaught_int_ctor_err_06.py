# uncaught: int('1_')
int('1_')
