# uncaught: float(1, 2)
float(1, 2)
