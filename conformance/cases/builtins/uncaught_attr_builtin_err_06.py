# uncaught: hasattr(1)
hasattr(1)
