# uncaught: 'abc'.partition(None)
'abc'.partition(None)
