# uncaught exception with an empty string message
raise RuntimeError("")
