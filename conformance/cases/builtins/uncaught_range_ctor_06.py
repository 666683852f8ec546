# uncaught: range(x=1)
range(x=1)
