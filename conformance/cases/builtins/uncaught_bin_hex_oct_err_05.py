# uncaught: hex(1, 2)
hex(1, 2)
