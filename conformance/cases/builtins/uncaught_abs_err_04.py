# uncaught: abs('a')
abs('a')
