# uncaught: ascii(1, 2)
ascii(1, 2)
