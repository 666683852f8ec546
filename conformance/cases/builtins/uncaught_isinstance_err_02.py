# uncaught: isinstance(1)
isinstance(1)
