# uncaught: float('1.5.2')
float('1.5.2')
