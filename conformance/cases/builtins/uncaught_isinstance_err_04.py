# uncaught: issubclass(1, int)
issubclass(1, int)
