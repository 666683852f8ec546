# uncaught: 'hello'.startswith()
'hello'.startswith()
