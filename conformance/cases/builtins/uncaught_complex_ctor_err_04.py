# uncaught: complex([])
complex([])
