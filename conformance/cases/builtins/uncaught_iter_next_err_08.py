# uncaught: next(iter([]), 1, 2)
next(iter([]), 1, 2)
