# uncaught: 'a'.split('')
'a'.split('')
