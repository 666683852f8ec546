# uncaught: 'a'.removeprefix(1)
'a'.removeprefix(1)
