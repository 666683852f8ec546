# uncaught: 'a'.expandtabs('x')
'a'.expandtabs('x')
