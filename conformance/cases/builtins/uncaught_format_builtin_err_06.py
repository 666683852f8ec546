# uncaught: format(None, 'd')
format(None, 'd')
