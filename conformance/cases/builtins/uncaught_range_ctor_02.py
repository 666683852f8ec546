# uncaught: range(1.5)
range(1.5)
