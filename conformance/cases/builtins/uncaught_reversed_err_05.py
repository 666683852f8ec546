# uncaught: reversed(seq=[])
reversed(seq=[])
