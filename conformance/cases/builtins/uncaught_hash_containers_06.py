# uncaught: hash()
hash()
