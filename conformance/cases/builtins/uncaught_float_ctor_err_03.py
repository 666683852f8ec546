# uncaught: float('1__0')
float('1__0')
