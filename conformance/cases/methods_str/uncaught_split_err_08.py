# uncaught: 'a'.split(',', 2**70)
'a'.split(',', 2**70)
