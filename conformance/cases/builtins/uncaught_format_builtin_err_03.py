# uncaught: format(1, 'd', 3)
format(1, 'd', 3)
