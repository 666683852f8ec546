# uncaught: [1, 'a'].sort()
[1, 'a'].sort()
