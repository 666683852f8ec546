# uncaught: 'hello'.startswith(['h'])
'hello'.startswith(['h'])
