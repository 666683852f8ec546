# uncaught: [].insert(1)
[].insert(1)
