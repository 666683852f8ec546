# uncaught: abs()
abs()
