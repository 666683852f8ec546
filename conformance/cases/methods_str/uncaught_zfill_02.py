# uncaught: 'a'.zfill('5')
'a'.zfill('5')
