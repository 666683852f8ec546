# uncaught: chr(0x110000)
chr(0x110000)
