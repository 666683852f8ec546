# uncaught: abs(1, 2)
abs(1, 2)
