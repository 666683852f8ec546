# uncaught: sorted([None, None])
sorted([None, None])
