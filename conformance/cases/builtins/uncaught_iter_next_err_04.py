# uncaught: iter([], x=1)
iter([], x=1)
