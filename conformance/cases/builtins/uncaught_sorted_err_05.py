# uncaught: sorted([1], cmp=1)
sorted([1], cmp=1)
