# uncaught: int('017', 0)
int('017', 0)
