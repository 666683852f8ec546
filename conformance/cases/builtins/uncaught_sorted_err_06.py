# uncaught: sorted([], key=1, x=2)
sorted([], key=1, x=2)
