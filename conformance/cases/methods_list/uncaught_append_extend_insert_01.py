# uncaught: [].append()
[].append()
