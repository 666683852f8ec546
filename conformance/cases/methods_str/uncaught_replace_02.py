# uncaught: 'a'.replace(1, 'b')
'a'.replace(1, 'b')
