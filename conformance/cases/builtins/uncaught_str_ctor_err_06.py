# uncaught: str(x=1)
str(x=1)
