# uncaught: 'a'.encode('ascii', 1)
'a'.encode('ascii', 1)
