# uncaught: int(1, 2, 3)
int(1, 2, 3)
