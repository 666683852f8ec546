# uncaught: reversed(1)
reversed(1)
