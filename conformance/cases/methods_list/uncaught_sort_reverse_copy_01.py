# uncaught: [3, 1].sort(1)
[3, 1].sort(1)
