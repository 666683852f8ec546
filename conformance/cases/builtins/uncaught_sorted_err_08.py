# uncaught: sorted([2, 1], key=1)
sorted([2, 1], key=1)
