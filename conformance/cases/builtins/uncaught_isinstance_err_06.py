# uncaught: issubclass(int)
issubclass(int)
