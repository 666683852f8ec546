# uncaught: chr(2**70)
chr(2**70)
