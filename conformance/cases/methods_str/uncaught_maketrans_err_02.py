# uncaught: str.maketrans('a')
str.maketrans('a')
