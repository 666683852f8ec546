# uncaught: [1].pop(5)
[1].pop(5)
