# uncaught: 'a'.removeprefix(prefix='a')
'a'.removeprefix(prefix='a')
