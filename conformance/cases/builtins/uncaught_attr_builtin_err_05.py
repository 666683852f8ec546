# uncaught: getattr(1, name='real')
getattr(1, name='real')
