# uncaught: range(5).index()
range(5).index()
