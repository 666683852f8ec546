# uncaught: sorted(1)
sorted(1)
