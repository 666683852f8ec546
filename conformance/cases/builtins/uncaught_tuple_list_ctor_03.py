# uncaught: tuple(x=1)
tuple(x=1)
