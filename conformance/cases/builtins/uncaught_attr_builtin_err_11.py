# uncaught: delattr(1, 'real')
delattr(1, 'real')
