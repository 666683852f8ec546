# uncaught: int('12', 37)
int('12', 37)
