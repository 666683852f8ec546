# uncaught: 'hello'.index()
'hello'.index()
