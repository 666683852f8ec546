# uncaught: sum([1], 2, 3)
sum([1], 2, 3)
