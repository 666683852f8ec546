# uncaught: oct(None)
oct(None)
