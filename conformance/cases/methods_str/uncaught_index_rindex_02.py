# uncaught: 'hello'.rindex('z')
'hello'.rindex('z')
