# uncaught: sorted([1, 2], reverse='x')
sorted([1, 2], reverse='x')
