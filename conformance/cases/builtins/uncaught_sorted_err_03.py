# uncaught: sorted([1, 'a'])
sorted([1, 'a'])
