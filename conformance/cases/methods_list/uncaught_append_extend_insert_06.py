# uncaught: [].append(x=1)
[].append(x=1)
