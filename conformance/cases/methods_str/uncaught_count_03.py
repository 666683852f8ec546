# uncaught: 'abc'.count('a', 'b')
'abc'.count('a', 'b')
