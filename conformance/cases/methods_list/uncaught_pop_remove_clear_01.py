# uncaught: [].pop()
[].pop()
