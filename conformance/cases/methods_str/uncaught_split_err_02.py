# uncaught: 'a'.split(1)
'a'.split(1)
