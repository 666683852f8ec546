# uncaught: 'hello'.index(None)
'hello'.index(None)
