# uncaught: 'a' * 1.5
'a' * 1.5
