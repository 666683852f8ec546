# uncaught: oct(x=1)
oct(x=1)
