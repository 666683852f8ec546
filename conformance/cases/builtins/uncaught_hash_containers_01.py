# uncaught: hash([])
hash([])
