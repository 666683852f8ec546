# uncaught: float('abc')
float('abc')
