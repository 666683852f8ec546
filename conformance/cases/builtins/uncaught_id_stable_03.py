# uncaught: id(x=1)
id(x=1)
