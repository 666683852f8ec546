# uncaught: 'a'.encode('ascii', 'strict', 3)
'a'.encode('ascii', 'strict', 3)
