# uncaught: 'a'.lower(1)
'a'.lower(1)
