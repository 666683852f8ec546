# uncaught: 'hello'.find(1)
'hello'.find(1)
