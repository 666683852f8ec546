# uncaught: 'hello'.find()
'hello'.find()
