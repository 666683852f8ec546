# uncaught: 'hello'.endswith()
'hello'.endswith()
