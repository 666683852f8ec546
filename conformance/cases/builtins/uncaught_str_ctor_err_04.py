# uncaught: str('a', 'ascii')
str('a', 'ascii')
