# uncaught: 'é'.encode('ascii')
'é'.encode('ascii')
