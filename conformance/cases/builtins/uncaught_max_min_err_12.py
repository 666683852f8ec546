# uncaught: max([1], key=1)
max([1], key=1)
