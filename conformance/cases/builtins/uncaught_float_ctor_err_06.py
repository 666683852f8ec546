# uncaught: float([])
float([])
