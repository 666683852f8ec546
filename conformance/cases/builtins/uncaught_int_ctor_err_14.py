# uncaught: int('0b2', 0)
int('0b2', 0)
