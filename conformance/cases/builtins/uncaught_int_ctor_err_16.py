# uncaught: int(float('nan'))
int(float('nan'))
