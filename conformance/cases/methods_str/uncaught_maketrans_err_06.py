# uncaught: str.maketrans(1, 2)
str.maketrans(1, 2)
