# uncaught exception with several args
raise ValueError("a", 1)
