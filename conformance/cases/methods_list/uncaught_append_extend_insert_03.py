# uncaught: [].extend(1)
[].extend(1)
