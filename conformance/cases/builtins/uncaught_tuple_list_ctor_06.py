# uncaught: list(None)
list(None)
