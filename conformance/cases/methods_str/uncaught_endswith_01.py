# uncaught: 'hello'.endswith(1)
'hello'.endswith(1)
