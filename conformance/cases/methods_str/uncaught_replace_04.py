# uncaught: 'a'.replace('a', 'b', 1, 2)
'a'.replace('a', 'b', 1, 2)
