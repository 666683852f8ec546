# uncaught: max()
max()
