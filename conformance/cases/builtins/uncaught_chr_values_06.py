# uncaught: chr(i=65)
chr(i=65)
