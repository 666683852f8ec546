# uncaught: 'ab'.strip(1)
'ab'.strip(1)
