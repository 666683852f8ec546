# uncaught: 'a'.isalpha(1)
'a'.isalpha(1)
