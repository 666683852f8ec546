# uncaught: 'a'.rsplit(1)
'a'.rsplit(1)
