# uncaught: issubclass(int, 1)
issubclass(int, 1)
