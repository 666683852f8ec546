# uncaught: 'a'.split(',', 'x')
'a'.split(',', 'x')
