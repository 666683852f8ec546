# uncaught: '€'.encode('latin-1')
'€'.encode('latin-1')
