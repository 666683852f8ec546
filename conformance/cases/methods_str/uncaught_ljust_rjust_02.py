# uncaught: 'a'.rjust()
'a'.rjust()
