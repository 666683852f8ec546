# uncaught: 'a'.expandtabs(1, 2)
'a'.expandtabs(1, 2)
