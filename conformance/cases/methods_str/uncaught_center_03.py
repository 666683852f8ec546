# uncaught: 'a'.center()
'a'.center()
