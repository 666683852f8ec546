# uncaught: 'ab'.lstrip(chars='a')
'ab'.lstrip(chars='a')
