# uncaught: hash(set())
hash(set())
