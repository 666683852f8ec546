# uncaught: max(1)
max(1)
