# uncaught: str.maketrans({1.5: 1})
str.maketrans({1.5: 1})
