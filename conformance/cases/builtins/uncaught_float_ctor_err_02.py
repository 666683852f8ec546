# uncaught: float('')
float('')
