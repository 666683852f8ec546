# uncaught: format()
format()
