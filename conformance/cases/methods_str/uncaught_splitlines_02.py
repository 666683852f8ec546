# uncaught: 'a'.splitlines('x')
'a'.splitlines('x')
