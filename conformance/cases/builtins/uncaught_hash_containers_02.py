# uncaught: hash({})
hash({})
