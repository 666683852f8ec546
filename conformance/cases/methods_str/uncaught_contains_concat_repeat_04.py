# uncaught: 'a' * 'b'
'a' * 'b'
