# uncaught: 'abc'.count('a', 0, 1, 2)
'abc'.count('a', 0, 1, 2)
