# uncaught: dict([[1, 2, 3]])
dict([[1, 2, 3]])
