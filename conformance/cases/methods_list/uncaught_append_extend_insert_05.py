# uncaught: [].insert('a', 1)
[].insert('a', 1)
