# uncaught: abs(None)
abs(None)
