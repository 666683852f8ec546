# uncaught: int('1__0')
int('1__0')
