# uncaught: 'abc'.count(1)
'abc'.count(1)
