# uncaught: 'a'.ljust('3')
'a'.ljust('3')
