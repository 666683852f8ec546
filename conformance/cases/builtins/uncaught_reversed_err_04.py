# uncaught: reversed([], [])
reversed([], [])
