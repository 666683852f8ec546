# uncaught: reversed(None)
reversed(None)
