# uncaught: str.maketrans('ab', 'c')
str.maketrans('ab', 'c')
