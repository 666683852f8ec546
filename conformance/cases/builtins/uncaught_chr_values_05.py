# uncaught: chr()
chr()
