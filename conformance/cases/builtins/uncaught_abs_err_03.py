# uncaught: abs(x=1)
abs(x=1)
