# uncaught: range(5).count()
range(5).count()
