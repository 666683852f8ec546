# uncaught: range(5).index('a')
range(5).index('a')
