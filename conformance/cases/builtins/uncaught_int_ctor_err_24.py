# uncaught: int('12', base=2.5)
int('12', base=2.5)
