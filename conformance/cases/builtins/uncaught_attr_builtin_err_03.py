# uncaught: getattr(1)
getattr(1)
