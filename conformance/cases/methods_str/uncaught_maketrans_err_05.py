# uncaught: str.maketrans()
str.maketrans()
