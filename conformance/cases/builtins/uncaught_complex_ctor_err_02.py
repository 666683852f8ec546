# uncaught: complex('1+2j', 1)
complex('1+2j', 1)
