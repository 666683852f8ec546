# uncaught: 'hello'.startswith(1)
'hello'.startswith(1)
