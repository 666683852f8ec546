# uncaught: str(b'\xff', 'ascii')
str(b'\xff', 'ascii')
