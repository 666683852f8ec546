# uncaught: all(1)
all(1)
