# uncaught: 'a'.encode(foo=1)
'a'.encode(foo=1)
