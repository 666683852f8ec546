# uncaught: str.maketrans({'ab': 1})
str.maketrans({'ab': 1})
