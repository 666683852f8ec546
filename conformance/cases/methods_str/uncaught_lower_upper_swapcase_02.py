# uncaught: 'a'.upper(x=1)
'a'.upper(x=1)
