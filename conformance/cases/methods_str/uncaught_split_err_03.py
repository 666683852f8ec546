# uncaught: 'a'.split(',', 1, 2)
'a'.split(',', 1, 2)
