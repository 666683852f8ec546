# uncaught: int('')
int('')
