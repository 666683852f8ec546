# uncaught: 'a'.center(4, 1)
'a'.center(4, 1)
