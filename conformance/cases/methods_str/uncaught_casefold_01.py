# uncaught: 'a'.casefold(1)
'a'.casefold(1)
