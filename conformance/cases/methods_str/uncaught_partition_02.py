# uncaught: 'abc'.partition(1)
'abc'.partition(1)
