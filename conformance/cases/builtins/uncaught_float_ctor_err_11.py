# uncaught: float(None)
float(None)
