# uncaught: sum([1], iterable=2)
sum([1], iterable=2)
