# uncaught: sorted(iterable=[])
sorted(iterable=[])
