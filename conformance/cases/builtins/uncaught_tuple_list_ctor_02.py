# uncaught: tuple(1, 2)
tuple(1, 2)
