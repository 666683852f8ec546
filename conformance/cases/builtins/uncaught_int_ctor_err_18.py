# uncaught: int(None)
int(None)
