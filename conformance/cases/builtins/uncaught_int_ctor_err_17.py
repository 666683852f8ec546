# uncaught: int([])
int([])
