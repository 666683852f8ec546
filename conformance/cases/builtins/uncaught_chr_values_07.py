# uncaught: chr(2**31)
chr(2**31)
