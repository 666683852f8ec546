# uncaught: [].index()
[].index()
