# uncaught: all(iterable=[1])
all(iterable=[1])
