# uncaught: next(iterator=iter([1]))
next(iterator=iter([1]))
