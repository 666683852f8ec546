# uncaught: all()
all()
