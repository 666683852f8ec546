# uncaught: getattr(1, 'a', 2, 3)
getattr(1, 'a', 2, 3)
