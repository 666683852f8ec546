# uncaught: 'a'.replace('a', 'b', count=1)
'a'.replace('a', 'b', count=1)
