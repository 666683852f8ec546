# uncaught: sorted([1], [2])
sorted([1], [2])
