# uncaught: isinstance(1, (1, int))
isinstance(1, (1, int))
