# uncaught: 'a'.replace('a', 'b', 'c')
'a'.replace('a', 'b', 'c')
