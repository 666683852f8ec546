# uncaught: str(b'x', 'nope')
str(b'x', 'nope')
