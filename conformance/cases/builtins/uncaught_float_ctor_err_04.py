# uncaught: float('_1')
float('_1')
