# uncaught: id()
id()
