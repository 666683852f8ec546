# uncaught: [1].pop('a')
[1].pop('a')
