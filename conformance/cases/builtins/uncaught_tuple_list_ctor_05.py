# uncaught: list(x=1)
list(x=1)
