# uncaught: int(12, 10)
int(12, 10)
