# uncaught: str(5, 'ascii')
str(5, 'ascii')
