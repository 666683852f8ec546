# uncaught: round(float('inf'))
round(float('inf'))
