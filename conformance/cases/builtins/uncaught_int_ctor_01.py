# uncaught: int(base=2, x='101')
int(base=2, x='101')
