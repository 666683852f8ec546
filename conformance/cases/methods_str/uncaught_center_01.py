# uncaught: 'a'.center(4, 'xy')
'a'.center(4, 'xy')
