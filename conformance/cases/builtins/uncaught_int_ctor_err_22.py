# uncaught: int(base=10)
int(base=10)
