# uncaught: max([])
max([])
