# uncaught: format(value=1)
format(value=1)
