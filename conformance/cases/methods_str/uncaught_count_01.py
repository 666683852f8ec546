# uncaught: 'abc'.count()
'abc'.count()
