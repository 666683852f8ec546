# uncaught: [1].clear(1)
[1].clear(1)
