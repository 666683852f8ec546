# uncaught: int(' ')
int(' ')
