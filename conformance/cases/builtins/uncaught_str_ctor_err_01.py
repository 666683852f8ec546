# uncaught: str(1, 2)
str(1, 2)
