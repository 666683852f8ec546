# uncaught: range(5).index(10)
range(5).index(10)
