# uncaught: 'hello'.index('z')
'hello'.index('z')
