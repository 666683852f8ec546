# uncaught: delattr()
delattr()
