# uncaught: min([])
min([])
