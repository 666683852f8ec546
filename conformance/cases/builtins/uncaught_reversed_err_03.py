# uncaught: reversed()
reversed()
