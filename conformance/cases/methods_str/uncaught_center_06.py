# uncaught: 'a'.center(2**70)
'a'.center(2**70)
