# uncaught: complex('abc')
complex('abc')
