# uncaught: 'a'.split(',', sep=',')
'a'.split(',', sep=',')
