# uncaught: [1, 2].index(5)
[1, 2].index(5)
