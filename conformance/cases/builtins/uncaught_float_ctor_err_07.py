# uncaught: float(x=1)
float(x=1)
