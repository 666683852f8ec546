# uncaught: 'hello'.rfind('l', 'x')
'hello'.rfind('l', 'x')
