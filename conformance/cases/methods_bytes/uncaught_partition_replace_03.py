# uncaught: b'abc'.replace('a', 'b')
b'abc'.replace('a', 'b')
