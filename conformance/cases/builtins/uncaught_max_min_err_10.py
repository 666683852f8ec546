# uncaught: min(iterable=[1])
min(iterable=[1])
