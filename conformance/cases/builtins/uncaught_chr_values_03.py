# uncaught: chr(1.5)
chr(1.5)
