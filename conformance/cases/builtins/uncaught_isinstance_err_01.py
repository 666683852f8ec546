# uncaught: isinstance(1, 1)
isinstance(1, 1)
