# uncaught: min()
min()
