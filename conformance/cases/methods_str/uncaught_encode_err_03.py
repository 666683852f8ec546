# uncaught: 'a'.encode('nope')
'a'.encode('nope')
