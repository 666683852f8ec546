# uncaught: 'a'.ljust(3, 'ab')
'a'.ljust(3, 'ab')
