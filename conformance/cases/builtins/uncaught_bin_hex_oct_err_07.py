# uncaught: hex(2.0)
hex(2.0)
