# uncaught: sorted()
sorted()
