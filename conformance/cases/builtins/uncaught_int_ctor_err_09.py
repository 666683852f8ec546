# uncaught: int('12', 1)
int('12', 1)
