# uncaught: [1].pop(1, 2)
[1].pop(1, 2)
