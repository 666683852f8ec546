# uncaught: [1].index(1, 'a')
[1].index(1, 'a')
