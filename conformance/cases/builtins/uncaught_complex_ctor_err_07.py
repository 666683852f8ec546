# uncaught: complex('')
complex('')
