# uncaught: len()
len()
