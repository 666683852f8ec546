# uncaught: hash((1, []))
hash((1, []))
