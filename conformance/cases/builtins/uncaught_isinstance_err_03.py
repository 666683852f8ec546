# uncaught: isinstance(1, int, x=1)
isinstance(1, int, x=1)
