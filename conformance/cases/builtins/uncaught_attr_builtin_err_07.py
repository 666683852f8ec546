# uncaught: hasattr(1, 2)
hasattr(1, 2)
