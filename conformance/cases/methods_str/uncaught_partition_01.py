# uncaught: 'abc'.partition('')
'abc'.partition('')
