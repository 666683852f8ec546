# uncaught: [].reverse(1)
[].reverse(1)
