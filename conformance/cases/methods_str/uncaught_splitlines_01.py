# uncaught: 'a'.splitlines(1, 2)
'a'.splitlines(1, 2)
