# uncaught: format(1, 2)
format(1, 2)
