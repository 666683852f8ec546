# uncaught: next()
next()
