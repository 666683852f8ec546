# uncaught: next([1])
next([1])
