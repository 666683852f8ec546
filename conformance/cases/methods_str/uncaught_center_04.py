# uncaught: 'a'.center('4')
'a'.center('4')
