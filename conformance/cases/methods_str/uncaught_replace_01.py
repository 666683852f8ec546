# uncaught: 'a'.replace('a')
'a'.replace('a')
