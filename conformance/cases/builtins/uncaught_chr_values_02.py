# uncaught: chr(-1)
chr(-1)
