# uncaught: [1].remove(2)
[1].remove(2)
