# uncaught: 'hello'.index('l', 4)
'hello'.index('l', 4)
