# uncaught: sum([1, 2], start='a')
sum([1, 2], start='a')
