# uncaught: float('1_')
float('1_')
