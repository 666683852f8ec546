# uncaught: tuple(1)
tuple(1)
