# uncaught: 'a'.encode(1)
'a'.encode(1)
