# uncaught: min(1, 2, x=1)
min(1, 2, x=1)
