# uncaught: int(float('inf'))
int(float('inf'))
