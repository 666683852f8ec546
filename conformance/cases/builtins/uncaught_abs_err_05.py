# uncaught: abs([])
abs([])
