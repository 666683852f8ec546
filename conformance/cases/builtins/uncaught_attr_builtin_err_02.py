# uncaught: getattr(1, 2)
getattr(1, 2)
