# uncaught: 'hello'.endswith('o', 'a')
'hello'.endswith('o', 'a')
