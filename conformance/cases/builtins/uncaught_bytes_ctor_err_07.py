# uncaught: bytes('a', 'nope')
bytes('a', 'nope')
