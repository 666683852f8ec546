# uncaught: complex('1+')
complex('1+')
