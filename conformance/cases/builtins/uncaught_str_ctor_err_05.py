# uncaught: str(1, 2, 3, 4)
str(1, 2, 3, 4)
