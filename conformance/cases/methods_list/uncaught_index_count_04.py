# uncaught: [].count()
[].count()
