# uncaught: float(2**2000)
float(2**2000)
