# uncaught: 'a'.zfill()
'a'.zfill()
