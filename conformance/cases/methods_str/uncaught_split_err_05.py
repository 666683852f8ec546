# uncaught: 'a'.split(foo=1)
'a'.split(foo=1)
